import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../server/service.ts';
import { codeOf, dataOf } from '../../support/main-process-kit.ts';
import { startNetworkCore, type NetworkCore } from '../../support/network-kit.ts';
import { makeTestCa, type TestCa } from '../../support/test-ca.ts';
import { testPasswords, useService } from '../../support/test-service.ts';
import { TlsFront } from '../../support/tls-front.ts';

// The packaged app ignores NODE_EXTRA_CA_CERTS (its nodeOptions fuse is off, and that fuse governs the
// variable too): IT names an extra CA file in its policy instead (`extraCaFile`, update-policy.json), and
// provider traffic and "Testar conexão" trust it beside Node's bundle and the system store. Through the
// real core and provider client, against the real service behind TLS fronts with the test CA's certificate.

let service: RunningService;
let ca: TestCa;
let admin: TlsFront;
let client: TlsFront;
let dir: string;
const cores: NetworkCore[] = [];

beforeAll(async () => {
  service = await useService('pglite');
  ca = makeTestCa('CA da Filial');
  const certificate = ca.issue();
  [admin, client] = await Promise.all([
    TlsFront.start(service.adminUrl, certificate),
    TlsFront.start(service.clientUrl, certificate),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'desk-extra-ca-'));
});
afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()));
  await Promise.all([admin, client].map((front) => front?.close()));
});

async function withPolicy(policy: object | undefined): Promise<NetworkCore> {
  const policyFile = join(dir, `policy-${cores.length}.json`);
  if (policy) await writeFile(policyFile, JSON.stringify(policy));
  const core = await startNetworkCore(service, { policyPaths: [policyFile] });
  cores.push(core);
  return core;
}
const pair = () => ({ adminUrl: admin.url, clientUrl: client.url });

describe("IT's extra CA file (the packaged app's NODE_EXTRA_CA_CERTS)", () => {
  it('is trusted by provider traffic: the operator signs in and lists clients', async () => {
    const caFile = join(dir, 'filial-ca.pem');
    await writeFile(caFile, `# the office's CA\n${ca.certPem}`);
    const desk = await withPolicy({ extraCaFile: caFile });
    expect(codeOf(await desk.signIn(pair()))).toBe('ok');
    expect(
      dataOf<{ rows: unknown[] }>(await desk.call('clients:list', { start: 0, limit: 5 })).rows.length,
    ).toBeGreaterThan(0);
  });

  it('is trusted by "Testar conexão" too: its certificate step passes', async () => {
    const caFile = join(dir, 'filial-ca-2.pem');
    await writeFile(caFile, ca.certPem);
    const desk = await withPolicy({ extraCaFile: caFile });
    const result = dataOf<{ ok: boolean; steps: { id: string; status: string }[] }>(
      await desk.call('profiles:test', {
        ...pair(),
        adminPrefix: 'admin_ctl',
        username: 'admin',
        password: testPasswords.staff,
      }),
    );
    expect(result.steps.find((step) => step.id === 'tls')?.status).toBe('pass');
    expect(result.ok).toBe(true);
  });

  it('without it the same server is refused (the CA is in no store)', async () => {
    const desk = await withPolicy(undefined);
    expect(codeOf(await desk.signIn(pair()))).toBe('CERT_UNTRUSTED');
  });

  it('a policy naming a file that is not there adds nothing, and the log says so without the path', async () => {
    const desk = await withPolicy({ extraCaFile: join(dir, 'maria.souza', 'missing.pem') });
    expect(codeOf(await desk.signIn(pair()))).toBe('CERT_UNTRUSTED');
    const warning = desk.log.lines.find((line) => line.includes('extra CA file'));
    expect(warning).toContain('ENOENT');
    expect(warning).not.toContain('maria.souza');
  });
});
