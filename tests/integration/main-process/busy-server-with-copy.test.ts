import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCore } from '../../../electron/core/create-desk-core.ts';
import type { Result } from '../../../shared/ipc/result.ts';
import type { StubServer } from '../../support/stub-server.ts';
import { startStubDesk } from '../../support/stub-desk.ts';

// A busy server is reachable (issue 46): while main keeps a local copy, a read the server answers "busy" (503) and
// then answers is the server's answer, never the copy's older one. Only an unreachable server (NETWORK, TIMEOUT) lets
// the copy answer. Found in CI: the demo service, busy under the background refresh, made an edit look unsaved
// because the grid's next read came from the copy.

const listPath = '/admin_ctl/client/list';
const row = (name: string) =>
  JSON.stringify({
    success: true,
    total: 1,
    results: [{ client_pk: 7, client_status: 0, client_type: 0, client_name: name, client_lastname: 'Prado' }],
  });

let stub: StubServer;
let core: DeskCore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ stub, core, close } = await startStubDesk({}, { keychain: true, signIn: true }));
});
afterAll(() => close());

const list = () => core.dispatcher.dispatch('clients:list', { start: 0, limit: 50 });
const firstName = (result: Result<unknown>) =>
  result.ok ? (result.data as { rows: Array<{ client_name: string }> }).rows[0]?.client_name : result.error.code;

describe('a busy server while a local copy is kept', () => {
  it('answers the server’s page after its retry, not the copy’s older one', async () => {
    stub.route(listPath, { body: row('Antes') });
    expect(firstName(await list())).toBe('Antes');
    let calls = 0;
    stub.route(listPath, () =>
      ++calls === 1
        ? { status: 503, body: 'busy', headers: { 'content-type': 'text/plain' } }
        : { body: row('Depois') },
    );
    const again = await list();
    expect(firstName(again)).toBe('Depois');
    expect(again.ok && (again.data as { cachedAt?: number }).cachedAt).toBeUndefined();
  });
});
