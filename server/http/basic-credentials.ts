/** What a request's Authorization header holds: no Basic credentials, unreadable ones, or a user name and password. */
export type BasicHeader =
  { kind: 'none' } | { kind: 'malformed' } | { kind: 'credentials'; username: string; password: string };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads `Authorization: Basic <base64 of user:password>` (RFC 7617; UTF-8). Another scheme, or no header,
 * is `none` (the session cookie decides). Unreadable base64 or UTF-8, no colon, an empty or over-long user
 * name or password (the login form's bounds: 120 and 200), or a control character is `malformed`: refused
 * like a wrong password, without a database query or a hash.
 */
export function basicCredentialsOf(header: string | string[] | undefined): BasicHeader {
  const text = Array.isArray(header) ? header[0] : header;
  const match = text === undefined ? null : /^\s*basic(?:\s+(\S*))?\s*$/i.exec(text);
  if (!match) return { kind: 'none' };
  const token = match[1] ?? '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return { kind: 'malformed' };
  let decoded: string;
  try {
    decoded = strictUtf8.decode(Buffer.from(token, 'base64'));
  } catch {
    return { kind: 'malformed' };
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return { kind: 'malformed' };
  const username = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  // Why no control characters: PostgreSQL text cannot hold NUL, and no real user name or password has them.
  const unreadable = /\p{Cc}/u;
  if (
    !username ||
    username.length > 120 ||
    !password ||
    password.length > 200 ||
    unreadable.test(username) ||
    unreadable.test(password)
  )
    return { kind: 'malformed' };
  return { kind: 'credentials', username, password };
}
