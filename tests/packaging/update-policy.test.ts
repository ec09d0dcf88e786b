import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveUpdateConfig } from '../../electron/update/update-config.ts';
import { policyPaths, readUpdatePolicy } from '../../electron/update/update-policy.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('where the update policy is read', () => {
  it('machine-wide first, then beside the installation, per OS', () => {
    expect(
      policyPaths({
        platform: 'win32',
        execPath: 'C:\\Program Files\\Provider Desk\\Provider Desk.exe',
        env: { ProgramData: 'C:\\ProgramData' },
      }).map((path) => path.replaceAll('\\', '/')),
    ).toEqual(['C:/ProgramData/Provider Desk/update-policy.json', 'C:/Program Files/Provider Desk/update-policy.json']);
    expect(
      policyPaths({
        platform: 'darwin',
        execPath: '/Applications/Provider Desk.app/Contents/MacOS/Provider Desk',
        env: {},
      }),
    ).toEqual(['/Library/Application Support/Provider Desk/update-policy.json']);
    expect(policyPaths({ platform: 'linux', execPath: '/opt/Provider Desk/provider-desk', env: {} })).toEqual([
      '/etc/provider-desk/update-policy.json',
      '/opt/Provider Desk/update-policy.json',
    ]);
    expect(
      policyPaths({
        platform: 'linux',
        execPath: '/tmp/.mount_x/provider-desk',
        env: { APPIMAGE: '/srv/apps/Provider-Desk.AppImage' },
      })[1],
    ).toBe('/srv/apps/update-policy.json');
  });
});

describe('reading the update policy', () => {
  const setUp = async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-policy-'));
    const machine = join(dir, 'machine', 'update-policy.json');
    const beside = join(dir, 'install', 'update-policy.json');
    await mkdir(join(dir, 'machine'));
    await mkdir(join(dir, 'install'));
    return { machine, beside };
  };

  it('accepts the example in build/', async () => {
    const example = new URL('../../build/update-policy.example.json', import.meta.url).pathname;
    expect(await readUpdatePolicy([example])).toMatchObject({
      kind: 'policy',
      policy: { enabled: true, feedUrl: expect.stringMatching(/^https:/) as unknown },
    });
  });

  it('finds none when no file exists', async () => {
    const { machine, beside } = await setUp();
    expect(await readUpdatePolicy([machine, beside])).toEqual({ kind: 'none' });
  });

  it('takes the machine-wide file over the one beside the installation', async () => {
    const { machine, beside } = await setUp();
    await writeFile(beside, JSON.stringify({ enabled: true }));
    expect(await readUpdatePolicy([machine, beside])).toEqual({
      kind: 'policy',
      source: beside,
      policy: { enabled: true },
    });
    // Notepad on Windows writes a byte-order mark: it is accepted.
    await writeFile(
      machine,
      `\uFEFF${JSON.stringify({ feedUrl: 'file://matriz/atualizacoes/provider-desk/', channel: 'stable' })}`,
    );
    expect(await readUpdatePolicy([machine, beside])).toEqual({
      kind: 'policy',
      source: machine,
      policy: { enabled: true, feedUrl: 'file://matriz/atualizacoes/provider-desk/', channel: 'stable' },
    });
  });

  it('reports a damaged file, a typo and a bad address as invalid', async () => {
    const { machine } = await setUp();
    await writeFile(machine, '{ "enabled": false');
    const problemOf = async (): Promise<string> => {
      const result = await readUpdatePolicy([machine]);
      return result.kind === 'invalid' ? result.problem : 'not invalid';
    };
    expect(await problemOf()).toContain('not JSON');
    await writeFile(machine, JSON.stringify({ enabeld: false }));
    expect(await problemOf()).toContain('enabeld');
    await writeFile(machine, JSON.stringify({ feedUrl: 'ftp://matriz/updates' }));
    expect(await problemOf()).toContain('feedUrl');
    // Plain http to another machine is refused here too, with the reason.
    await writeFile(machine, JSON.stringify({ feedUrl: 'http://updates.matriz.lan/provider-desk/' }));
    expect(await problemOf()).toMatch(/feedUrl: http:\/\/ is accepted only for this computer/);
  });
});

describe('the setup the policy leaves', () => {
  const user = { updateFeedUrl: 'https://provedor.example/desk/', updateChannel: 'beta' as const };

  it('keeps the user settings without a policy', () => {
    expect(resolveUpdateConfig(user, { kind: 'none' })).toEqual({
      enabled: true,
      feedUrl: user.updateFeedUrl,
      channel: 'beta',
      feedPinned: false,
      channelPinned: false,
      policySource: null,
      policyInvalid: false,
    });
  });

  it('pins what the policy names and leaves the rest to the user', () => {
    const config = resolveUpdateConfig(user, {
      kind: 'policy',
      source: 'p',
      policy: { enabled: true, feedUrl: 'http://matriz.lan/desk/' },
    });
    expect(config).toMatchObject({
      enabled: true,
      feedUrl: 'http://matriz.lan/desk/',
      channel: 'beta',
      feedPinned: true,
      channelPinned: false,
      policySource: 'p',
    });
  });

  it('turns everything off when the policy does, or cannot be read', () => {
    expect(resolveUpdateConfig(user, { kind: 'policy', source: 'p', policy: { enabled: false } })).toMatchObject({
      enabled: false,
      feedUrl: null,
      feedPinned: true,
      channelPinned: true,
    });
    expect(resolveUpdateConfig(user, { kind: 'invalid', source: 'p', problem: 'x' })).toMatchObject({
      enabled: false,
      policyInvalid: true,
    });
  });
});
