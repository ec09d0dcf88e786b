// Why leave these out: they are credentials (the client area's password, the connection's PPPoE and device
// logins), not data about the person; a file that leaves the office must not open the customer's accounts.
// The JSON says which fields were left out (`omittedFields`), so the copy stays honest about what it holds.

/** Fields never written into a dossier: secrets the server may send. */
export const secretFields = ['client_password', 'network_cpe_password', 'network_cpe_access_password'] as const;

/** A record without the secret fields, and which of them it held. */
export function withoutSecrets(record: Readonly<Record<string, unknown>>): {
  record: Record<string, unknown>;
  omitted: string[];
} {
  const copy: Record<string, unknown> = { ...record };
  const omitted: string[] = [];
  for (const field of secretFields)
    if (field in copy) {
      delete copy[field];
      omitted.push(field);
    }
  return { record: copy, omitted };
}
