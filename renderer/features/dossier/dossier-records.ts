// Why leave these out: they are credentials (the client area's password, the connection's PPPoE, device and
// Wi-Fi passwords), not data about the person; a file that leaves the office must not open the customer's
// accounts or network. The JSON names the fields left out (`omittedFields`), so the copy is honest about it.

/** Whether a field holds a secret: a text value whose name speaks of a password, secret or token. */
export function isSecretField(name: string, value: unknown): boolean {
  // Why only text: `client_password_known` (true/false) says whether main knows a password, not the password.
  return typeof value === 'string' && /passw(or)?d|secret|token/i.test(name);
}

/** A record without its secret fields, and which fields were left out. */
export function withoutSecrets(record: Readonly<Record<string, unknown>>): {
  record: Record<string, unknown>;
  omitted: string[];
} {
  const copy: Record<string, unknown> = {};
  const omitted: string[] = [];
  for (const [name, value] of Object.entries(record))
    if (isSecretField(name, value)) omitted.push(name);
    else copy[name] = value;
  return { record: copy, omitted };
}
