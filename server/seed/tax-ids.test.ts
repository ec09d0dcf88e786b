import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../shared/registration/cnpj.ts';
import { isValidCpf } from '../../shared/registration/cpf.ts';
import { cnpjForClient, cpfForClient } from './tax-ids.ts';

const clientNumber = fc.integer({ min: 1, max: 1_000_000 });

describe('tax ids of demo clients', () => {
  it('are always valid', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        clientNumber,
        fc.boolean(),
        (seed, pk, alphanumeric) =>
          isValidCpf(cpfForClient(seed, pk)) && isValidCnpj(cnpjForClient(seed, pk, alphanumeric)),
      ),
    );
  });

  it('differ between clients of one seed', () => {
    fc.assert(
      fc.property(
        clientNumber,
        clientNumber,
        (a, b) =>
          a === b ||
          (cpfForClient(1, a) !== cpfForClient(1, b) && cnpjForClient(1, a, true) !== cnpjForClient(1, b, true)),
      ),
    );
  });

  it('writes alphanumeric CNPJs as 12 characters [0-9A-Z] and 2 digits', () => {
    expect(cnpjForClient(1, 12_345, true)).toMatch(/^[0-9A-Z]{12}\d{2}$/);
    expect(cnpjForClient(1, 12_345, false)).toMatch(/^\d{14}$/);
  });
});
