import { Agent, request, type Dispatcher } from 'undici';
import { encodeForm, type FormValues } from '../../shared/provider/form-encode.ts';

/** What a test sees of one HTTP answer. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  text: string;
}

/**
 * A bare HTTP client for the service's integration tests: form-encoded POSTs and one cookie, as curl
 * would use them. (The app's own provider client lives in electron/provider; these tests check the
 * service against the interface, byte for byte, without it.)
 */
export class FormClient {
  readonly baseUrl: string;
  cookie: string | undefined;
  readonly #dispatcher: Dispatcher | undefined;

  /** `options.localAddress`: the address requests leave from (e.g. 127.0.0.7), so the service sees another client. */
  constructor(baseUrl: string, cookie?: string, options: { localAddress?: string } = {}) {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
    this.#dispatcher = options.localAddress ? agentFrom(options.localAddress) : undefined;
  }

  /** POSTs a form body; remembers any cookie the answer sets. */
  async post(path: string, form: FormValues = {}, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('POST', path, encodeForm(form), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  /** Sends any method and raw body (for the tests of bad requests). */
  async send(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const answer = await request(`${this.baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(this.#dispatcher ? { dispatcher: this.#dispatcher } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    const text = await answer.body.text();
    const setCookie = answer.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0];
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = {};
    }
    return { status: answer.statusCode, headers: answer.headers, body: parsed, text };
  }

  /** Logs in with a user name and password; throws when the service refuses. */
  async login(username: string, password: string): Promise<Answer> {
    const answer = await this.post('/login', { username, password });
    if (answer.status !== 200 || answer.body.success !== true)
      throw new Error(`login of ${username} failed: ${answer.status} ${answer.text}`);
    return answer;
  }
}

// One agent per source address, kept for the worker's life (a few addresses per test run).
const agents = new Map<string, Agent>();

function agentFrom(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}
