import type { AreaClient } from './area-client.ts';
import { ProviderError } from './provider-error.ts';

/** Logs in to an area (`POST /login`); the session cookie stays in the area's own jar. */
export async function loginToArea(area: AreaClient, username: string, password: string, signal?: AbortSignal): Promise<void> {
  // Why 'write': a login is not repeated behind the user's back (it counts towards the server's throttle).
  const body = await area.call('/login', { username, password }, { kind: 'write', signal });
  if (body.success !== true) throw new ProviderError('PROTOCOL', 'the login answer has no success: true', { ownWords: true });
  if (!(await area.hasCookie())) throw new ProviderError('PROTOCOL', 'the server accepted the login but set no session cookie', { ownWords: true });
}

/** Ends an area's session on the server (`POST /session/logout`) and forgets its cookie, whatever the server says. */
export async function logoutOfArea(area: AreaClient, signal?: AbortSignal): Promise<void> {
  try {
    await area.call('/session/logout', {}, { kind: 'write', signal });
  } finally {
    await area.jar.removeAllCookies();
  }
}
