// `npm run build:main`: bundles the main process, the preload and the embedded provider service into
// dist/ with esbuild. Why a script that only builds (the bundle list lives in main-bundles.ts): a
// guard such as `import.meta.main` is missing on older Node versions, where the build then silently
// did nothing and `npm start` ran a stale or missing bundle.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { bundles } from './main-bundles.ts';

// Why: files an earlier build left in dist/server (the service as an ES module and its chunks, before it became
// one script) would stay beside the new ones.
await rm('dist/server', { recursive: true, force: true });
await Promise.all(bundles.map((options) => build(options)));
process.stdout.write(`built ${bundles.map((options) => options.outfile ?? options.outdir).join(', ')}\n`);
