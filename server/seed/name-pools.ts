/** Word pools for names, streets and neighbourhoods: faker's pt_BR locale data plus common Brazilian words. */
import { fakerPT_BR } from '@faker-js/faker';

/** Word lists the generators combine with the seeded PRNG (read once; no faker call per row). */
export interface NamePools {
  readonly femaleFirstNames: readonly string[];
  readonly maleFirstNames: readonly string[];
  readonly surnames: readonly string[];
  readonly streetPrefixes: readonly string[];
  /** Titles before a man's / a woman's name in a street name ("" for none). */
  readonly maleStreetTitles: readonly string[];
  readonly femaleStreetTitles: readonly string[];
  readonly neighbourhoodNames: readonly string[];
  readonly mailDomains: readonly string[];
}

// Why extra surnames: faker's pt_BR list holds about twenty; a client base of thousands needs the
// common ones (Lima, Ferreira, Alves…) and the forms with particles (da Silva, dos Santos).
const moreSurnames = [
  'Lima',
  'Ferreira',
  'Alves',
  'Rodrigues',
  'Gomes',
  'Ribeiro',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Rocha',
  'Dias',
  'Nascimento',
  'Araújo',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Mendes',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Pinto',
  'Freitas',
  'Barbosa',
  'Ramos',
  'Castro',
  'Andrade',
  'Machado',
  'Campos',
  'Duarte',
  'Azevedo',
  'Fonseca',
  'Nunes',
  'Marques',
  'Sales',
  'Rezende',
  'Tavares',
  'Cunha',
  'Matos',
  'Miranda',
  'Farias',
  'Borges',
  'Queiroz',
  'Guimarães',
  'Siqueira',
  'Brito',
  'Medeiros',
  'Coelho',
  'Peixoto',
  'da Silva',
  'dos Santos',
  'de Souza',
  'de Oliveira',
  'da Costa',
  'de Jesus',
  'de Almeida',
  'da Rocha',
];

// Why titles: Brazilian streets are mostly named after people, often with a rank or title.
const maleStreetTitles = [
  '',
  '',
  '',
  '',
  'Doutor ',
  'Professor ',
  'Coronel ',
  'Marechal ',
  'Padre ',
  'Dom ',
  'Senador ',
  'Presidente ',
  'General ',
  'Vereador ',
];
const femaleStreetTitles = ['', '', '', '', 'Doutora ', 'Professora ', 'Dona ', 'Irmã ', 'Vereadora '];

const neighbourhoodNames = [
  'Centro',
  'Jardim América',
  'Vila Planalto',
  'Parque Alvorada',
  'Jardim Itaipu',
  'Vila Santa Luzia',
  'Jardim das Flores',
  'Bela Vista',
  'Vila Nova',
  'Jardim Europa',
  'Parque dos Ipês',
  'Jardim Primavera',
  'Vila Industrial',
  'Jardim Caramuru',
  'Conjunto Residencial Estrela',
  'Residencial Pantanal',
  'Jardim Aeroporto',
  'Vila São Francisco',
  'Jardim Paulista',
  'Parque das Nações',
  'Vila Progresso',
  'Jardim Santo André',
  'Monte Castelo',
  'Jardim Tarumã',
  'Vila Rica',
  'Jardim Seminário',
  'Parque Residencial Rita Vieira',
  'Vila Almeida',
  'Jardim Guanabara',
  'Nova Lima',
  'Tiradentes',
  'Jardim São Pedro',
  'Vila Popular',
  'Jardim Canaã',
  'Residencial Ouro Verde',
  'Jardim Bonança',
  'Vila Esperança',
  'Jardim Água Boa',
  'Parque Novo Horizonte',
  'Vila Cidade Jardim',
  'Jardim Ypê',
  'Chácara dos Poderes',
];

const extraMailDomains = ['uol.com.br', 'terra.com.br', 'outlook.com', 'icloud.com'];

/** Builds the pools from faker's pt_BR definitions (static locale data) and the lists above. */
export function buildNamePools(): NamePools {
  const { person, location, internet } = fakerPT_BR.definitions;
  const firstNames = person.first_name as { female: string[]; male: string[] };
  const lastNames = person.last_name as { generic: string[] };
  return {
    femaleFirstNames: firstNames.female,
    maleFirstNames: firstNames.male,
    surnames: [...new Set([...lastNames.generic, ...moreSurnames])],
    // Why repeated "Rua": most addresses are on a Rua; faker lists each prefix once.
    streetPrefixes: [
      'Rua',
      'Rua',
      'Rua',
      'Rua',
      'Rua',
      'Rua',
      ...location.street_prefix.filter((prefix) => prefix !== 'Marginal'),
    ],
    maleStreetTitles,
    femaleStreetTitles,
    neighbourhoodNames,
    mailDomains: [...internet.free_email, ...extraMailDomains],
  };
}
