// The steps over HTTP, with a transport and a cookie jar of their own: the check never touches the
// profile's kept session, and sends nothing but what each step names.
import { CookieJar } from 'tough-cookie';
import { AreaClient } from '../area-client.ts';
import { loginToArea, logoutOfArea } from '../area-session.ts';
import { classifyResponse } from '../classify-response.ts';
import { cookieRefusalAdvice } from '../cookie-refusal.ts';
import type { HttpTransport, RawResponse } from '../http-transport.ts';
import { ProviderError } from '../provider-error.ts';
import type { StepOutcome } from './check-types.ts';

const reasonOf = (error: unknown): string =>
  error instanceof ProviderError ? (error.status ? `HTTP ${error.status}` : error.code) : 'error';

/** Step 4: the address answers HTTP at all (any status). */
export async function checkHttp(transport: HttpTransport, baseUrl: string, pin?: string): Promise<StepOutcome> {
  try {
    const answer = await transport.send({
      method: 'GET',
      url: `${baseUrl}/`,
      headers: { accept: 'application/json' },
      pin,
    });
    return { id: 'http', status: 'pass', found: `HTTP ${answer.status}` };
  } catch (error) {
    return { id: 'http', status: 'fail', problem: 'http-none', params: { reason: reasonOf(error) } };
  }
}

const looksLikeHtml = (answer: RawResponse): boolean =>
  /text\/html/i.test(String(answer.headers['content-type'] ?? '')) || /^\s*</.test(answer.text);

/**
 * Steps 5 and 6: a list call without a session must answer JSON, and a session failure (the prefix
 * exists and wants a login), not a 404 or a web page.
 */
export async function checkPrefix(
  transport: HttpTransport,
  baseUrl: string,
  prefix: string,
  pin?: string,
): Promise<[StepOutcome, StepOutcome]> {
  let answer: RawResponse;
  try {
    answer = await transport.send({
      method: 'POST',
      url: `${baseUrl}/${prefix}/client/list`,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'start=0&limit=1',
      pin,
    });
  } catch (error) {
    return [
      { id: 'json', status: 'fail', problem: 'http-none', params: { reason: reasonOf(error) } },
      { id: 'prefix', status: 'skip' },
    ];
  }
  const status = answer.status;
  if (status === 404 && (answer.text.trim() === '' || looksLikeHtml(answer))) {
    return [
      { id: 'json', status: 'skip', found: `HTTP ${status}` },
      { id: 'prefix', status: 'fail', problem: 'prefix-missing', params: { prefix, status } },
    ];
  }
  if (looksLikeHtml(answer))
    return [
      { id: 'json', status: 'fail', problem: 'json-html', params: { status } },
      { id: 'prefix', status: 'skip' },
    ];
  try {
    classifyResponse(answer);
    return [
      { id: 'json', status: 'pass', found: `HTTP ${status}` },
      { id: 'prefix', status: 'pass', found: `/${prefix}`, problem: 'prefix-open', params: {} },
    ];
  } catch (error) {
    if (!(error instanceof ProviderError) || error.code === 'PROTOCOL')
      return [
        { id: 'json', status: 'fail', problem: 'json-other', params: { status } },
        { id: 'prefix', status: 'skip' },
      ];
    if (error.code === 'NOT_FOUND') {
      return [
        { id: 'json', status: 'pass', found: `HTTP ${status}` },
        { id: 'prefix', status: 'fail', problem: 'prefix-missing', params: { prefix, status } },
      ];
    }
    return [
      { id: 'json', status: 'pass', found: `HTTP ${status}` },
      { id: 'prefix', status: 'pass', found: `/${prefix} (${error.code})` },
    ];
  }
}

/**
 * Step 7: the typed user and password sign in and set a session cookie (named; the session is ended at
 * once), or, for a Basic profile, one dashboard read with the credentials is answered (no session made).
 */
export async function checkLogin(
  transport: HttpTransport,
  baseUrl: string,
  username: string,
  password: string | undefined,
  pin?: string,
  basicPrefix?: string,
): Promise<StepOutcome> {
  if (!password || !username) return { id: 'login', status: 'skip' };
  const area = new AreaClient({
    baseUrl,
    jar: new CookieJar(),
    transport,
    retry: { attempts: 1, firstDelayMs: 0 },
    pinnedCertSha256: pin,
  });
  try {
    if (basicPrefix !== undefined) {
      area.useBasic(username, password);
      await area.call(`/${basicPrefix}/dashboard/info`, {}, { kind: 'read' }).catch((error: unknown) => {
        // A refusal of the credentials, in any shape, reads as one (as at the sign-in).
        throw error instanceof ProviderError && ['SESSION_EXPIRED', 'ACCESS_DENIED', 'AUTH_FAILED'].includes(error.code)
          ? new ProviderError('AUTH_FAILED')
          : error;
      });
      return { id: 'login', status: 'pass', found: 'HTTP Basic' };
    }
    await loginToArea(area, username, password);
    const names = (await area.jar.getCookies(baseUrl)).map((cookie) => cookie.key);
    await logoutOfArea(area).catch(() => undefined);
    return { id: 'login', status: 'pass', found: names.join(', ') };
  } catch (error) {
    if (!(error instanceof ProviderError))
      return { id: 'login', status: 'fail', problem: 'login-failed', params: { reason: 'error' } };
    if (error.code === 'AUTH_FAILED') return { id: 'login', status: 'fail', problem: 'login-refused', params: {} };
    if (error.code === 'RATE_LIMITED')
      return {
        id: 'login',
        status: 'fail',
        problem: 'login-throttled',
        params: { reason: error.retryAfter ? `${error.retryAfter} s` : 'HTTP 429' },
      };
    if (error.cookieRefusal) {
      const advice = cookieRefusalAdvice(error.cookieRefusal);
      return { id: 'login', status: 'fail', problem: advice.problem, params: advice.params };
    }
    if (error.code === 'PROTOCOL' && error.detail?.includes('no session cookie'))
      return { id: 'login', status: 'fail', problem: 'login-no-cookie', params: {} };
    return { id: 'login', status: 'fail', problem: 'login-failed', params: { reason: reasonOf(error) } };
  }
}

/** Step 8: the client-area address answers HTTP (any status). */
export async function checkClientArea(transport: HttpTransport, clientUrl: string, pin?: string): Promise<StepOutcome> {
  if (!clientUrl) return { id: 'client-area', status: 'skip' };
  try {
    const answer = await transport.send({
      method: 'GET',
      url: `${clientUrl}/`,
      headers: { accept: 'application/json' },
      pin,
    });
    return { id: 'client-area', status: 'pass', found: `HTTP ${answer.status}` };
  } catch (error) {
    return { id: 'client-area', status: 'fail', problem: 'client-area-none', params: { reason: reasonOf(error) } };
  }
}
