import { parseBenchOptions } from './bench-options.ts';
import { runUiPhase } from './ui-phase.ts';
const r = await runUiPhase(parseBenchOptions(['--quick']));
console.log(JSON.stringify({ ...r, scroll: { ...r.scroll, frameDeltas: r.scroll.frameDeltas.length } }, null, 1));
process.exit(0);
