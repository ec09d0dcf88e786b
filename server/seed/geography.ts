/** The demo provider's offices and the real Mato Grosso do Sul towns each one serves. */
import { weightedTable, type WeightedTable } from './prng.ts';

/** A town an office serves: name, state, its CEP range (one general CEP for small towns) and centre. */
export interface ServedTown {
  readonly name: string;
  readonly state: string;
  /** Lowest and highest CEP as 8-digit numbers; equal when the town has one general CEP. */
  readonly cepRange: readonly [number, number];
  readonly latitude: number;
  readonly longitude: number;
}

/** An office of the demo provider with the towns it serves (weighted by how many clients live there). */
export interface OfficeArea {
  readonly offices_pk: number;
  readonly identification: string;
  readonly isHead: boolean;
  readonly town: ServedTown;
  readonly servedTowns: WeightedTable<ServedTown>;
  /** Telephone area code (DDD) of the region. */
  readonly areaCode: string;
  /** Short name used in equipment names (OLT-DOURADOS-01). */
  readonly siteCode: string;
}

const town = (name: string, cepRange: readonly [number, number], latitude: number, longitude: number): ServedTown => ({
  name,
  state: 'MS',
  cepRange,
  latitude,
  longitude,
});

const dourados = town('Dourados', [79_800_001, 79_849_999], -22.2211, -54.8056);
const campoGrande = town('Campo Grande', [79_000_001, 79_124_999], -20.4697, -54.6201);
const tresLagoas = town('Três Lagoas', [79_600_001, 79_624_999], -20.7849, -51.7007);
const pontaPora = town('Ponta Porã', [79_900_001, 79_909_999], -22.5296, -55.7203);

/** The offices, head office first; `offices_pk` is the order of insertion. */
export const officeAreas: readonly OfficeArea[] = [
  {
    offices_pk: 1,
    identification: 'Matriz',
    isHead: true,
    town: dourados,
    areaCode: '67',
    siteCode: 'DOURADOS',
    servedTowns: weightedTable([
      [dourados, 70],
      [town('Itaporã', [79_890_000, 79_890_000], -22.0789, -54.7889), 10],
      [town('Fátima do Sul', [79_700_000, 79_700_000], -22.3789, -54.5131), 9],
      [town('Caarapó', [79_940_000, 79_940_000], -22.6342, -54.8219), 8],
      [town('Douradina', [79_880_000, 79_880_000], -22.0408, -54.6158), 3],
    ]),
  },
  {
    offices_pk: 2,
    identification: 'Filial Campo Grande',
    isHead: false,
    town: campoGrande,
    areaCode: '67',
    siteCode: 'CAMPOGRANDE',
    servedTowns: weightedTable([
      [campoGrande, 85],
      [town('Sidrolândia', [79_170_000, 79_170_000], -20.9319, -54.9614), 9],
      [town('Terenos', [79_190_000, 79_190_000], -20.4422, -54.8603), 6],
    ]),
  },
  {
    offices_pk: 3,
    identification: 'Filial Três Lagoas',
    isHead: false,
    town: tresLagoas,
    areaCode: '67',
    siteCode: 'TRESLAGOAS',
    servedTowns: weightedTable([
      [tresLagoas, 82],
      [town('Brasilândia', [79_670_000, 79_670_000], -21.2544, -52.0365), 10],
      [town('Água Clara', [79_680_000, 79_680_000], -20.4481, -52.8978), 8],
    ]),
  },
  {
    offices_pk: 4,
    identification: 'Filial Ponta Porã',
    isHead: false,
    town: pontaPora,
    areaCode: '67',
    siteCode: 'PONTAPORA',
    servedTowns: weightedTable([
      [pontaPora, 80],
      [town('Antônio João', [79_910_000, 79_910_000], -22.1927, -55.9519), 10],
      [town('Aral Moreira', [79_930_000, 79_930_000], -22.9385, -55.6334), 10],
    ]),
  },
];

/** How clients spread over the offices (head office and the capital's branch are the largest). */
export const officeShare: WeightedTable<OfficeArea> = weightedTable(
  officeAreas.map((area, index) => [area, [40, 30, 15, 15][index] ?? 10] as const),
);
