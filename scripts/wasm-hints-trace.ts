// Which of PGlite's WebAssembly functions a later demo start and its first login compile: the built service run
// twice on a fresh data directory (a first start from the ready-made database, then a later one under V8's
// compile trace), as the app's demo controller runs it. Used by scripts/build-wasm-hints.ts and its test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { appDemoClients } from '../electron/demo/app-demo-clients.ts';
import { ProcessDemoController } from '../electron/demo/process-demo-controller.ts';
import { nodeServiceSpawn } from '../electron/web-host/spawn-node-service.ts';
import { demoPasswords } from '../server/config.ts';
import { encodeForm } from '../shared/provider/form-encode.ts';

// V8's line for each function it compiles (`--trace-wasm-compilation-times`): the module's address, the index.
const compiledLine = /^Compiled function (0x[0-9a-f]+)#(\d+) using Liftoff/;

/** The functions of the busiest module in V8's compile trace (PGlite's own; an extension is a module of its own). */
export function functionsOfTrace(lines: readonly string[]): number[] {
  const byModule = new Map<string, Set<number>>();
  for (const line of lines) {
    const match = compiledLine.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const functions = byModule.get(match[1]) ?? new Set<number>();
    functions.add(Number(match[2]));
    byModule.set(match[1], functions);
  }
  const busiest = [...byModule.values()].sort((a, b) => b.size - a.size)[0] ?? new Set<number>();
  return [...busiest].sort((a, b) => a - b);
}

async function startAndLogIn(
  mainJs: string,
  dataDir: string,
  demoClients: number,
  nodeOptions: readonly string[],
): Promise<string[]> {
  const lines: string[] = [];
  let tracing = true;
  const spawnService = nodeServiceSpawn(mainJs, nodeOptions);
  const controller = new ProcessDemoController(
    (args) => {
      const child = spawnService(args);
      // Why a reader of its own beside the controller's: V8's trace lines come on the same stdout as the ready line.
      if (child.stdout)
        createInterface({ input: child.stdout }).on('line', (line) => {
          if (tracing) lines.push(line);
        });
      return child;
    },
    { dataDir, demoClients },
    () => undefined,
  );
  try {
    const { adminUrl } = await controller.ensureRunning();
    const answer = await request(`${adminUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: encodeForm({ username: 'admin', password: demoPasswords.staff }),
    });
    const body = (await answer.body.json()) as { success?: unknown };
    if (body.success !== true) throw new Error(`the demo login answered ${answer.statusCode}`);
    tracing = false;
    return lines;
  } finally {
    await controller.stop();
  }
}

/**
 * The functions of PGlite's module that a later start of the built service at `mainJs` and a login compile; the
 * demo's size is the app's unless given (a first start without the ready-made database seeds that many).
 */
export async function traceStartupFunctions(mainJs: string, demoClients = appDemoClients): Promise<number[]> {
  const root = mkdtempSync(join(tmpdir(), 'provider-desk-wasm-hints-'));
  try {
    const dataDir = join(root, 'data');
    await startAndLogIn(mainJs, dataDir, demoClients, []);
    return functionsOfTrace(await startAndLogIn(mainJs, dataDir, demoClients, ['--trace-wasm-compilation-times']));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
