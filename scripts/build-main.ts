// `npm run build:main`: bundles the main process, the preload and the embedded provider service into
// dist/ with esbuild. Why a script that only builds (the bundle list lives in main-bundles.ts): a
// guard such as `import.meta.main` is missing on older Node versions, where the build then silently
// did nothing and `npm start` ran a stale or missing bundle.
import { build } from 'esbuild';
import { bundles } from './main-bundles.ts';

await Promise.all(bundles.map((options) => build(options)));
process.stdout.write(`built ${bundles.map((options) => options.outfile).join(', ')}\n`);
