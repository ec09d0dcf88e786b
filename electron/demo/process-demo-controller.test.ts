import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../shared/ipc/contract.ts';
import { ProcessDemoController } from './process-demo-controller.ts';
import type { ServiceChild } from './service-process.ts';

class FakeChild extends EventEmitter implements ServiceChild {
  stdout = new PassThrough();
  stderr = new PassThrough();
  killed = false;
  stopAsked = false;
  exitOnKill = true;
  exitOnStop = false;
  requestStop(): void {
    this.stopAsked = true;
    if (this.exitOnStop) setImmediate(() => this.emit('exit', 0));
  }
  kill(): boolean {
    this.killed = true;
    if (this.exitOnKill) setImmediate(() => this.emit('exit', 0));
    return true;
  }
}

function setup() {
  const children: FakeChild[] = [];
  const argsSeen: string[][] = [];
  const statuses: DemoStatus[] = [];
  const controller = new ProcessDemoController(
    (args) => {
      argsSeen.push(args);
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    { dataDir: '/tmp/demo-data', demoClients: 2000 },
    (status) => statuses.push(status),
  );
  return { controller, children, argsSeen, statuses };
}

describe('ProcessDemoController', () => {
  it('starts the service once, reports seed progress, and answers its addresses when ready', async () => {
    const { controller, children, argsSeen, statuses } = setup();
    const first = controller.ensureRunning();
    const second = controller.ensureRunning();
    const child = children[0]!;
    child.stderr.write('  demo data: 1000 of 2000 clients\n');
    child.stdout.write(
      '{"adminUrl":"http://127.0.0.1:41000","clientUrl":"http://127.0.0.1:41001","adminPrefix":"admin_ctl","logins":{}}\n',
    );
    await expect(first).resolves.toEqual({
      adminUrl: 'http://127.0.0.1:41000',
      clientUrl: 'http://127.0.0.1:41001',
      adminPrefix: 'admin_ctl',
    });
    await expect(second).resolves.toEqual(await first);
    expect(children).toHaveLength(1);
    expect(argsSeen[0]).toEqual(
      expect.arrayContaining([
        '--host',
        '127.0.0.1',
        '--admin-port',
        '0',
        '--data-dir',
        '/tmp/demo-data',
        '--demo-clients',
        '2000',
      ]),
    );
    const args = argsSeen[0] ?? [];
    // Node's compile cache beside the data directory, and PostgreSQL's WebAssembly kept off the optimizing compiler.
    expect(args[args.indexOf('--compile-cache') + 1]).toBe('/tmp/demo-compile-cache');
    expect(args[args.indexOf('--wasm-tiering') + 1]).toBe('off');
    expect(statuses).toEqual([
      { state: 'starting' },
      { state: 'starting', progress: { done: 1000, total: 2000 } },
      { state: 'running' },
    ]);
    expect(controller.status()).toEqual({ state: 'running' });
  });

  it('reports a service that dies while starting as failed, with its last words, and may start again', async () => {
    const { controller, children } = setup();
    const start = controller.ensureRunning();
    children[0]!.stderr.write('Provider service failed to start: EACCES\n');
    children[0]!.emit('exit', 1);
    await expect(start).rejects.toThrow(/exit code 1.*EACCES/);
    expect(controller.status().state).toBe('failed');
    void controller.ensureRunning();
    expect(children).toHaveLength(2);
  });

  it('stops the service with the app and never starts another afterwards', async () => {
    const { controller, children } = setup();
    void controller.ensureRunning();
    children[0]!.stdout.write('{"adminUrl":"http://127.0.0.1:1","clientUrl":"http://127.0.0.1:2"}\n');
    await controller.ensureRunning();
    await controller.stop(10);
    expect(children[0]!.killed).toBe(true);
    expect(controller.status().state).toBe('stopped');
    await expect(controller.ensureRunning()).rejects.toThrow(/stopping with the app/);
    expect(children).toHaveLength(1);
  });

  it('does not wait forever for a child that will not exit', async () => {
    const { controller, children } = setup();
    void controller.ensureRunning();
    children[0]!.exitOnKill = false;
    await controller.stop(10, 10);
    expect(children[0]!.stopAsked).toBe(true);
    expect(children[0]!.killed).toBe(true);
  });

  it('asks the service to stop by message first and does not kill one that stops by itself', async () => {
    const { controller, children } = setup();
    // Why caught: the start never finished, so it fails when the service stops; that is not this test's point.
    const start = controller.ensureRunning().catch((error: unknown) => error);
    children[0]!.exitOnStop = true;
    await controller.stop();
    expect(children[0]!.stopAsked).toBe(true);
    expect(children[0]!.killed).toBe(false);
    expect(await start).toBeInstanceOf(Error);
  });
});
