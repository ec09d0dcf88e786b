import { describe, expect, it } from 'vitest';
import { clientDocumentIssue, normalizeClientDocument } from './client-document.ts';

describe('clientDocumentIssue', () => {
  it('accepts a CPF for a natural person and a CNPJ for a legal entity', () => {
    expect(clientDocumentIssue('529.982.247-25', 0)).toBeNull();
    expect(clientDocumentIssue('11.222.333/0001-81', 1)).toBeNull();
    expect(clientDocumentIssue('12.abc.345/01de-35', 1)).toBeNull();
  });

  it('reports the other kind of valid document as a type mismatch', () => {
    expect(clientDocumentIssue('11.222.333/0001-81', 0)).toEqual({
      code: 'registration.doc1.typeMismatch',
      params: { expected: 'CPF' },
    });
    expect(clientDocumentIssue('529.982.247-25', 1)).toEqual({
      code: 'registration.doc1.typeMismatch',
      params: { expected: 'CNPJ' },
    });
  });

  it('reports an invalid document for the type', () => {
    expect(clientDocumentIssue('529.982.247-24', 0)).toEqual({ code: 'registration.cpf.invalid' });
    expect(clientDocumentIssue('11.222.333/0001-80', 1)).toEqual({ code: 'registration.cnpj.invalid' });
  });

  it('without a known type accepts either document', () => {
    expect(clientDocumentIssue('529.982.247-25', undefined)).toBeNull();
    expect(clientDocumentIssue('11.222.333/0001-81', undefined)).toBeNull();
    expect(clientDocumentIssue('123', undefined)).toEqual({ code: 'registration.doc1.invalid' });
  });
});

describe('normalizeClientDocument', () => {
  it('stores digits only for a CPF and uppercase alphanumerics for a CNPJ', () => {
    expect(normalizeClientDocument('529.982.247-25', 0)).toBe('52998224725');
    expect(normalizeClientDocument('12.abc.345/01de-35', 1)).toBe('12ABC34501DE35');
  });
});
