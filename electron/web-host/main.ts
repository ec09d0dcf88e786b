// `npm run web`: Provider Desk in the browser. Builds the main-process core, serves the built renderer
// (dist/renderer) and the IPC contract on 127.0.0.1, and prints the address to open, token included.
// Human lines go to stderr; one JSON line `{"url": …}` goes to stdout for scripts (Playwright).
// How the page gets and uses the token: see the top of web-host.ts.
import { mkdir } from 'node:fs/promises';
import { homedir, release } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDeskCore, type DeskCore } from '../core/create-desk-core.ts';
import { ProcessDemoController } from '../demo/process-demo-controller.ts';
import { envProxyResolver } from '../provider/network/env-proxy-resolver.ts';
import { noSecretBox } from '../secrets/secret-box.ts';
import { policyPaths } from '../update/update-policy.ts';
import { readAppVersion } from './app-version.ts';
import { consoleLog } from './console-log.ts';
import { spawnNodeService } from './spawn-node-service.ts';
import { startOnStablePort } from './stable-port.ts';
import { readWebHostConfig } from './web-host-config.ts';
import { startWebHost } from './web-host.ts';
import { appDemoClients } from '../demo/app-demo-clients.ts';

const staticDir = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
const say = (line: string): boolean => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const config = readWebHostConfig(process.argv.slice(2), process.env, homedir());
  // Why owner-only: the folder holds profiles and the server addresses the user works with.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const core: DeskCore = await createDeskCore({
    dataDir: config.dataDir,
    backgroundRefresh: true,
    // Why no secret box: there is no OS keychain to seal with here, so passwords and session cookies are
    // never written to disk; the user signs in again after a restart.
    secretBox: noSecretBox,
    facts: { version: await readAppVersion(), host: 'browser', platform: process.platform, osRelease: release() },
    demo: (hub) =>
      new ProcessDemoController(
        spawnNodeService,
        { dataDir: join(config.dataDir, 'demo-data'), demoClients: appDemoClients },
        (status) => hub.emit('demo:status', status),
      ),
    log: consoleLog,
    // Why the environment: there is no Electron session to ask; HTTP(S)_PROXY and NO_PROXY are how a
    // terminal and its tools are told about a proxy.
    resolveProxy: envProxyResolver(process.env),
    // Why IT's policy here too: it may pin the idle lock's minutes (electron/lock/lock-policy.ts).
    policyPaths: policyPaths({ platform: process.platform, execPath: process.execPath, env: process.env }),
  });
  const start = (port: number) => startWebHost({ core, port, staticDir });
  const host = await (
    config.port === 'stable'
      ? startOnStablePort(config.dataDir, start).then((outcome) => {
          // Why said: the page's saved filters and column choices live in the browser under the usual address.
          if (outcome.taken !== undefined)
            say(
              `  port ${outcome.taken} (this data folder's usual one) is in use: listening on ${outcome.port}; saved filters and column choices kept by the browser at the usual address do not show here`,
            );
          return outcome.host;
        })
      : start(config.port)
  ).catch(async (error: unknown) => {
    await core.close();
    throw error;
  });
  say(`Provider Desk (browser mode): open ${host.url}`);
  say(`  data: ${config.dataDir}`);
  process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);

  const stop = async (signal: string): Promise<void> => {
    say(`${signal}: stopping…`);
    try {
      // Why in this order: the host first waits for answers under way (one may be starting the demo),
      // then closing the core stops the demo service, which must not outlive us.
      await host.close();
      await core.close();
      process.exit(0);
    } catch (error) {
      say(`error while stopping: ${String(error)}`);
      process.exit(1);
    }
  };
  // Why once: a second Ctrl+C while stopping ends the process at once (Node's default).
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  const hint = code === 'EADDRINUSE' ? ' (the port is in use: choose another with --port, or 0 for any free one)' : '';
  say(`Provider Desk (browser mode) failed to start: ${error instanceof Error ? error.message : String(error)}${hint}`);
  process.exit(1);
});
