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
  // Why the other document only when the expected one fails: it only tells which message to give, and every
  // valid registration (checked in the page, in main and in the service) then checks one document, not two.
  if (clientType === undefined) {
    return isValidCpf(doc1) || isValidCnpj(doc1) ? null : { code: 'registration.doc1.invalid' };
  }
  if (clientType === 0) {
    if (isValidCpf(doc1)) return null;
    return isValidCnpj(doc1)
      ? { code: 'registration.doc1.typeMismatch', params: { expected: 'CPF' } }
      : { code: 'registration.cpf.invalid' };
  }
  if (isValidCnpj(doc1)) return null;
  return isValidCpf(doc1)
    ? { code: 'registration.doc1.typeMismatch', params: { expected: 'CNPJ' } }
    : { code: 'registration.cnpj.invalid' };
}

/** client_doc1 as the interface stores it: digits only for a CPF, uppercase [0-9A-Z] for a CNPJ. */
export function normalizeClientDocument(doc1: string, clientType: ClientType): string {
  return clientType === 0 ? normalizeCpf(doc1) : normalizeCnpj(doc1);
}
