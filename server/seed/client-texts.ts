/** Free-text pools of client records: observations, address complements, companies' activities and names. */

/** Notes operators leave on a client record. */
export const clientObservations = [
  'Cliente prefere contato por WhatsApp.',
  'Portão azul, cachorro bravo no quintal.',
  'Área rural: levar escada grande na visita.',
  'Paga sempre via PIX.',
  'Condomínio: avisar a portaria antes da visita.',
  'Indicado por vizinho, aplicar desconto de indicação.',
  'Trabalha de casa, priorizar atendimento.',
  'Não ligar após as 18h.',
  'Roteador próprio do cliente.',
  'Solicitou fatura por e-mail.',
];

/** Address complements (apartment, block, lot…). */
export const addressComplements = [
  'Apto 12',
  'Apto 304',
  'Bloco B Apto 21',
  'Casa 2',
  'Fundos',
  'Sala 3',
  'Quadra 5 Lote 12',
  'Lote 8',
  'Sobrado 1',
  'Próximo ao mercado',
];

/** Kinds of business of company clients (the first words of a trade name). */
export const businessActivities = [
  'Mercado',
  'Padaria',
  'Farmácia',
  'Auto Peças',
  'Oficina Mecânica',
  'Restaurante',
  'Clínica Odontológica',
  'Contabilidade',
  'Pet Shop',
  'Academia',
  'Materiais de Construção',
  'Salão de Beleza',
  'Distribuidora de Bebidas',
  'Hotel',
  'Escola de Idiomas',
  'Sorveteria',
  'Papelaria',
  'Ótica',
  'Agropecuária',
  'Lanchonete',
];

/** Distinguishing words of trade names (Padaria Santa Rita, Mercado Progresso…). */
export const tradeNameWords = [
  'Santa Rita',
  'São Jorge',
  'Bom Jesus',
  'Central',
  'Progresso',
  'Estrela',
  'Primavera',
  'Pantanal',
  'Ipê',
  'Bela Vista',
  'Nova Era',
  'Dois Irmãos',
  'Boa Esperança',
  'Sol Nascente',
  'Aroeira',
  'Guaicurus',
  'Tuiuiú',
];

/** Legal forms appended to a company's legal name. */
export const legalForms = ['Ltda', 'Ltda', 'Ltda', 'ME', 'EPP', 'EIRELI', 'S.A.'];
