/**
 * The bench's first-screen figure alone (issue 20): serves a built page (`dir`, default the e2e folder) in
 * browser mode and sums, as the `ui` phase does (bench/ui/ui-first-screen.ts), the gzip size of every .js
 * file loaded before the login form showed; `runs` times, listing the files of the last run. No service is
 * started: the login form shows before the app asks the service anything (the demo profile's addresses
 * point at a closed port). Usage: `node bench/first-screen/measure-first-screen.ts [dir] [runs]`.
 */
import { resolve } from 'node:path';
import { launchChromium } from '../../tests/support/browser.ts';
import type { RunningService } from '../../server/service.ts';
import { openFirstScreen } from '../ui/ui-first-screen.ts';
import { rendererDir, startDeskStack } from '../ui/ui-stack.ts';

const dir = process.argv[2] ? resolve(process.argv[2]) : rendererDir;
const runs = Number(process.argv[3] ?? 3);
// Why a stand-in: startDeskStack reads only the service's addresses, and nothing is fetched before the form.
const closedPort = 'http://127.0.0.1:9';
const service = { adminUrl: closedPort, clientUrl: closedPort, config: { adminPrefix: '/admin' } } as RunningService;
const browser = await launchChromium();
try {
  for (let run = 1; run <= runs; run += 1) {
    const stack = await startDeskStack(service, dir);
    try {
      const first = await openFirstScreen(browser, stack.host.url);
      const { js } = first;
      console.log(
        `run ${run}: ${js.files.length} files, ${js.bytes} B raw, ${js.gzipBytes} B gzip = ${(js.gzipBytes / 1024).toFixed(1)} KB (the report's unit), form in ${first.pageMs.toFixed(0)} ms`,
      );
      if (run === runs) for (const file of js.files) console.log(`  ${file.path}: ${file.gzipBytes} B gzip`);
      await first.page.context().close();
    } finally {
      await stack.close();
    }
  }
} finally {
  await browser.close();
}
