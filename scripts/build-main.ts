// `npm run build:main`: bundles the main process, the preload and the embedded provider service into
// dist/ with esbuild. Why a script that only builds (the bundle list lives in main-bundles.ts): a
// guard such as `import.meta.main` is missing on older Node versions, where the build then silently
// did nothing and `npm start` ran a stale or missing bundle.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundles } from './main-bundles.ts';

// Why: chunk names carry a hash of their contents, so an earlier build's chunks would stay beside the new
// ones and ship with the app (electron-builder takes dist/server/chunks/*.js).
for (const options of bundles)
  if (options.splitting && options.outdir) await rm(join(options.outdir, 'chunks'), { recursive: true, force: true });
await Promise.all(bundles.map((options) => build(options)));
process.stdout.write(`built ${bundles.map((options) => options.outfile ?? options.outdir).join(', ')}\n`);
