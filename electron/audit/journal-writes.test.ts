import { glob, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channels, type SessionState } from '../../shared/ipc/contract.ts';
import type { Operations } from '../operations/operation-types.ts';
import { ProviderError } from '../provider/provider-error.ts';
import { AuditStore } from './audit-store.ts';
import { journalWrites } from './journal-writes.ts';
import { noSecretBox } from '../secrets/secret-box.ts';
import { testSecretBox } from './test-box.ts';

const signedIn: SessionState = {
  signedIn: true,
  profileId: 'demo',
  username: 'admin',
  expired: false,
  connection: 'online',
};
const call = { signal: new AbortController().signal };

function operations(overrides: Partial<Record<string, (args: unknown) => Promise<unknown>>>): Operations {
  return Object.fromEntries(
    channels.map((channel) => [
      channel,
      overrides[channel] ?? (() => Promise.reject(new Error(`${channel} not stubbed`))),
    ]),
  ) as unknown as Operations;
}

describe('journalWrites', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-audit-writes-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('records nothing for a write the server refused, and passes the refusal on', async () => {
    const audit = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: testSecretBox() });
    const wrapped = journalWrites(
      operations({ 'clients:setRemoved': () => Promise.reject(new ProviderError('ACCESS_DENIED')) }),
      { audit, session: () => signedIn, warn: () => undefined },
    );
    await expect(wrapped['clients:setRemoved']({ client_pk: 5, cur_client_status: 0 }, call)).rejects.toMatchObject({
      code: 'ACCESS_DENIED',
    });
    expect((await audit.entriesOf('demo')).entries).toEqual([]);
  });

  it('answers a confirmed write even when the journal cannot be written, and logs it by structure only', async () => {
    const audit = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: testSecretBox() });
    audit.append = () => Promise.reject(new Error(`disk full while writing Maria Souza's record`));
    const lines: string[] = [];
    const wrapped = journalWrites(
      operations({
        'clients:create': () => Promise.resolve({ client_pk: 9, client_name: 'Maria', client_lastname: 'Souza' }),
      }),
      { audit, session: () => signedIn, warn: (line) => lines.push(line) },
    );
    const created = await wrapped['clients:create'](
      { offices_pk: 1, client_type: 0, client_status: 0, client_name: 'Maria', client_lastname: 'Souza' },
      call,
    );
    expect(created.client_pk).toBe(9);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('could not record client.create');
    expect(lines.join('\n')).not.toContain('Maria');
    expect(lines.join('\n')).not.toContain('Souza');
  });

  it('records a remove and a reactivate by the status asked, with the name the server answered', async () => {
    const audit = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: testSecretBox() });
    const wrapped = journalWrites(
      operations({
        'clients:setRemoved': () => Promise.resolve({ client_pk: 5, client_name: 'Ana', client_lastname: 'Lima' }),
      }),
      { audit, session: () => signedIn, warn: () => undefined },
    );
    await wrapped['clients:setRemoved']({ client_pk: 5, cur_client_status: 0 }, call);
    await wrapped['clients:setRemoved']({ client_pk: 5, cur_client_status: 1 }, call);
    const { entries } = await audit.entriesOf('demo');
    expect(entries.map((entry) => [entry.kind, entry.client])).toEqual([
      ['client.reactivate', { pk: 5, name: 'Ana Lima' }],
      ['client.remove', { pk: 5, name: 'Ana Lima' }],
    ]);
  });

  it('leaves every journal with its head on the last entry at sign-out', async () => {
    const audit = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: noSecretBox });
    const wrapped = journalWrites(
      operations({
        'clients:setRemoved': () => Promise.resolve({ client_pk: 5, client_name: 'Ana', client_lastname: 'Lima' }),
        'session:logout': () => Promise.resolve({ ...signedIn, signedIn: false }),
      }),
      { audit, session: () => signedIn, warn: () => undefined },
    );
    for (let n = 0; n < 3; n += 1) await wrapped['clients:setRemoved']({ client_pk: 5, cur_client_status: 0 }, call);
    await wrapped['session:logout']({}, call);
    const heads: string[] = [];
    for await (const path of glob('**/head.json', { cwd: dir })) heads.push(path);
    expect(heads).toHaveLength(1);
    const head = JSON.parse(await readFile(join(dir, heads[0] ?? ''), 'utf8')) as { plain: { seq: number } };
    expect(head.plain.seq).toBe(3);
  });

  it('records a support order with its task kind by name, as the order form listed it', async () => {
    const audit = new AuditStore({ dir, marksFile: join(dir, 'marks.json'), box: testSecretBox() });
    const wrapped = journalWrites(
      operations({
        'customer:open': () => Promise.resolve({ customerId: 'c1', username: 'ana.lima' }),
        'customer:tasks': () =>
          Promise.resolve({
            rows: [
              { task_pk: 1, task_name: 'Instalação' },
              { task_pk: 3, task_name: 'Sem conexão' },
            ],
          }),
        'customer:openSupportOrder': () => Promise.resolve({ os_pk: 812, support_protocol: '2026120200812' }),
      }),
      { audit, session: () => signedIn, warn: () => undefined },
    );
    await wrapped['customer:open']({ clientPk: 5 } as never, call);
    await wrapped['customer:tasks']({ customerId: 'c1' }, call);
    await wrapped['customer:openSupportOrder'](
      { customerId: 'c1', priority: 2, task_pk: 3, phone: '(67) 99123-4567', os_obs: 'Sem sinal' },
      call,
    );
    const [entry] = (await audit.entriesOf('demo')).entries;
    expect(entry?.kind).toBe('support-order.create');
    expect(entry?.changes).toContainEqual({ field: 'task_name', before: null, after: 'Sem conexão' });
    expect(entry?.changes).toContainEqual({ field: 'task_pk', before: null, after: '3' });
  });
});
