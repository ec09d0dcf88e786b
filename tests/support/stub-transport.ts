import { afterAll, beforeAll } from 'vitest';
import { HttpTransport, type Timeouts } from '../../electron/provider/http-transport.ts';
import { StubServer, type Route } from './stub-server.ts';

/** A stub server and the provider transport that talks to it, for the tests of one describe block. */
export interface StubTransport {
  readonly stub: StubServer;
  readonly transport: HttpTransport;
}

/** Starts a stub server (with `routes`) and a transport (with `timeouts`) before the block's tests and closes both after them. */
export function useStubTransport(routes: Record<string, Route> = {}, timeouts?: Timeouts): StubTransport {
  let stub: StubServer | undefined;
  let transport: HttpTransport | undefined;
  beforeAll(async () => {
    stub = await StubServer.start(routes);
    transport = new HttpTransport(timeouts);
  });
  afterAll(async () => {
    await transport?.close();
    await stub?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('useStubTransport: read the stub and transport inside a test, after beforeAll');
    return value;
  };
  return {
    get stub() {
      return started(stub);
    },
    get transport() {
      return started(transport);
    },
  };
}
