import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../shared/ipc/contract.ts';
import type { DemoAddresses, DemoController } from '../demo/demo-controller.ts';
import { noSecretBox } from '../secrets/secret-box.ts';
import { createDeskCore, type DeskCore } from './create-desk-core.ts';

const addresses: DemoAddresses = {
  adminUrl: 'http://127.0.0.1:9',
  clientUrl: 'http://127.0.0.1:9',
  adminPrefix: 'admin_ctl',
};

/** A demo controller whose start the test ends (`finish`) or fails (`fail`), counting the starts asked for. */
function heldDemo(report: (status: DemoStatus) => void) {
  let status: DemoStatus = { state: 'stopped' };
  let start: Promise<DemoAddresses> | undefined;
  let settle: { finish(): void; fail(error: Error): void } | undefined;
  const set = (next: DemoStatus): void => {
    status = next;
    report(next);
  };
  const demo: DemoController & { asked: number; finish(): void; fail(error: Error): void } = {
    asked: 0,
    status: () => status,
    ensureRunning() {
      demo.asked += 1;
      start ??= new Promise<DemoAddresses>((resolve, reject) => {
        set({ state: 'starting' });
        settle = {
          finish: () => {
            set({ state: 'running' });
            resolve(addresses);
          },
          fail: (error) => {
            start = undefined;
            set({ state: 'failed', message: error.message });
            reject(error);
          },
        };
      });
      return start;
    },
    stop: async () => undefined,
    finish: () => settle?.finish(),
    fail: (error) => settle?.fail(error),
  };
  return demo;
}

const dirs: string[] = [];
const cores: DeskCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function coreWithHeldDemo() {
  const dir = await mkdtemp(join(tmpdir(), 'desk-demo-prepare-'));
  dirs.push(dir);
  let demo: ReturnType<typeof heldDemo> | undefined;
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const core = await createDeskCore({
    dataDir: dir,
    secretBox: noSecretBox,
    facts: { version: '0.0.0-test', host: 'electron', platform: 'linux', osRelease: 'test' },
    demo: (hub) => (demo = heldDemo((status) => hub.emit('demo:status', status))),
    log: quiet,
  });
  cores.push(core);
  if (!demo) throw new Error('the core built no demo controller');
  return { core, demo };
}

describe('demo:prepare (the login screen starts the demo service while the operator types)', () => {
  it('answers at once with the service starting, without waiting for its start', async () => {
    const { core, demo } = await coreWithHeldDemo();
    expect(await core.dispatcher.dispatch('demo:prepare', {})).toEqual({ ok: true, data: { state: 'starting' } });
    expect(demo.asked).toBe(1);
    demo.finish();
    expect(await core.dispatcher.dispatch('demo:prepare', {})).toEqual({ ok: true, data: { state: 'running' } });
    expect(await core.dispatcher.dispatch('demo:status', {})).toEqual({ ok: true, data: { state: 'running' } });
  });

  it('a start that fails is told by demo:status, never as an unhandled rejection; asking again starts again', async () => {
    const { core, demo } = await coreWithHeldDemo();
    const events: unknown[] = [];
    core.hub.subscribe((event, payload) => events.push([event, payload]));
    expect(await core.dispatcher.dispatch('demo:prepare', {})).toEqual({ ok: true, data: { state: 'starting' } });
    demo.fail(new Error('PGlite could not open the database'));
    await expect
      .poll(() => events.at(-1))
      .toEqual(['demo:status', { state: 'failed', message: 'PGlite could not open the database' }]);
    expect(await core.dispatcher.dispatch('demo:prepare', {})).toEqual({ ok: true, data: { state: 'starting' } });
    expect(demo.asked).toBe(2);
  });

  it('takes no input', async () => {
    const { core, demo } = await coreWithHeldDemo();
    const refused = await core.dispatcher.dispatch('demo:prepare', { start: true });
    expect(refused.ok).toBe(false);
    expect(demo.asked).toBe(0);
  });
});
