import type { CacheHost } from '../cache/cache-host.ts';
import type { Operations } from './operation-types.ts';

/** The branch office's local copy (issue 46): its state and the clerk's "Apagar cópia local". */
export function cacheOperations(host: CacheHost): Pick<Operations, 'cache:state' | 'cache:wipe'> {
  return {
    'cache:state': async () => host.state(),
    'cache:wipe': () => host.wipe(),
  };
}
