// The demo phase in a process of its own (demo-phase-apart.ts starts it): `node bench/demo/demo-phase-main.ts
// <the bench's flags>` runs the phase and prints its figures as one JSON line on stdout (progress on stderr).
import { parseBenchOptions } from '../common/bench-options.ts';
import { installSignalCleanup } from '../common/cleanup.ts';
import { runDemoPhase } from './demo-phase.ts';

installSignalCleanup();
const figures = await runDemoPhase(parseBenchOptions(process.argv.slice(2)));
process.stdout.write(`${JSON.stringify(figures)}\n`);
