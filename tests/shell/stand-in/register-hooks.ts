// Makes the bare specifier `electron` resolve to the stand-in, for import and require alike (Node's
// synchronous module hooks), in this process only: the host. The app itself never carries this.
import { registerHooks } from 'node:module';
import { installPackedMode } from './asar-packed.ts';

const standIn = new URL('./electron.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: standIn, format: 'module-typescript', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});

// A packed app (STAND_IN_PACKED): Electron's archive rules, before any of the app's files is read.
installPackedMode();
