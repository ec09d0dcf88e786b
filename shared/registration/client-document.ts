// Which tax document (CPF or CNPJ) fits a client type, and whether a given client_doc1 fits it.
import { isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { isValidCpf, normalizeCpf } from './cpf.ts';
import type { RegistrationMessageCode, RegistrationMessageParams } from './messages.ts';

/** client_type values of the interface: 0 = natural person (CPF), 1 = legal entity (CNPJ). */
export type ClientType = 0 | 1;

/** The problem with a client_doc1 value, as a message code and its placeholders. */
export interface DocumentIssue {
  code: RegistrationMessageCode;
  params?: RegistrationMessageParams;
}

/** Why `doc1` does not fit `clientType` (undefined type: either document is accepted), or null when it fits. */
export function clientDocumentIssue(doc1: string, clientType: ClientType | undefined): DocumentIssue | null {
  const cpf = isValidCpf(doc1);
  const cnpj = isValidCnpj(doc1);
  if (clientType === undefined) {
    return cpf || cnpj ? null : { code: 'registration.doc1.invalid' };
  }
  if (clientType === 0) {
    if (cpf) return null;
    return cnpj
      ? { code: 'registration.doc1.typeMismatch', params: { expected: 'CPF' } }
      : { code: 'registration.cpf.invalid' };
  }
  if (cnpj) return null;
  return cpf
    ? { code: 'registration.doc1.typeMismatch', params: { expected: 'CNPJ' } }
    : { code: 'registration.cnpj.invalid' };
}

/** client_doc1 as the interface stores it: digits only for a CPF, uppercase [0-9A-Z] for a CNPJ. */
export function normalizeClientDocument(doc1: string, clientType: ClientType): string {
  return clientType === 0 ? normalizeCpf(doc1) : normalizeCnpj(doc1);
}
