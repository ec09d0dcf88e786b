import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjSteps, cpfSteps, ipv4Sql, mod11DigitSql } from './scale-replicate.ts';
import { openPgliteEngine } from '../../server/db/pglite-engine.ts';
import type { SqlEngine } from '../../server/db/sql-engine.ts';
import { cgnatPool, ipv4ForIndex, privatePool } from '../../server/seed/network-addresses.ts';
import { mixSeed } from '../../server/seed/prng.ts';
import { cnpjForClient, cpfForClient } from '../../server/seed/tax-ids.ts';
import { mod11CheckDigit } from '../../shared/registration/check-digit.ts';

// The copies' CPFs, CNPJs and addresses are computed in SQL; they must be exactly what the seed's own
// TypeScript formulas give, or the copies could clash with seeded rows. One empty in-memory PGlite evaluates them.
let engine: SqlEngine;

// Why a minute: opening PGlite (WebAssembly) takes over the default 10 s on a busy two-core machine.
beforeAll(async () => {
  engine = await openPgliteEngine();
}, 60_000);

afterAll(async () => {
  await engine.close();
});

const pks = [1, 2, 99_999, 100_001, 123_457, 555_555, 1_000_000];

describe('scale-replicate SQL', () => {
  it('computes the modulo-11 check digit as shared/registration does', async () => {
    const digits = '529982247';
    const weights = [10, 9, 8, 7, 6, 5, 4, 3, 2];
    const [row] = await engine.query<{ digit: string }>(`select ${mod11DigitSql('$1::text', weights)} as digit`, [
      digits,
    ]);
    expect(row?.digit).toBe(String(mod11CheckDigit([...digits].map(Number), weights)));
  });

  it('gives each client number the CPF and the numeric CNPJ the seed would', async () => {
    for (const seed of [1, 42]) {
      const rows = await engine.query<{ pk: number; cpf: string; cnpj: string }>(
        `select c.pk, cpf, cnpj from unnest($3::int[]) as c(pk) ${cpfSteps('c.pk', '$1')} ${cnpjSteps('c.pk', '$2')} order by c.pk`,
        [mixSeed(seed, 0xc0f) % 1_000_000_000, mixSeed(seed, 0xc11) % 100_000_000, pks],
      );
      expect(rows.map((row) => row.cpf)).toEqual(pks.map((pk) => cpfForClient(seed, pk)));
      expect(rows.map((row) => row.cnpj)).toEqual(pks.map((pk) => cnpjForClient(seed, pk, false)));
    }
  });

  it('gives each pool index the address the seed would', async () => {
    const indexes = [0, 1, 77_999, 78_010, 500_000];
    for (const pool of [cgnatPool, privatePool]) {
      const rows = await engine.query<{ ip: string }>(
        `select host(${ipv4Sql(pool, 'i', 1)}) as ip from unnest($1::int[]) with ordinality as t(i, n) order by n`,
        [indexes],
      );
      expect(rows.map((row) => row.ip)).toEqual(indexes.map((index) => ipv4ForIndex(pool, index, 1)));
    }
  });
});
