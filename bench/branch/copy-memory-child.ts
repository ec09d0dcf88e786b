// A process of its own that opens a filled local copy and reports its memory before and after (copy-memory.ts), so
// the figure is the copy's alone and not the bench's. Arguments: the copy's file and its key (base64).
import { ClientCache } from '../../electron/cache/client-cache.ts';
import type { CopyMemory } from './branch-figures.ts';

const [file, key] = process.argv.slice(2);
// Why a collection before each reading: what the modules' loading left behind is not the copy's.
const settle = (): void => globalThis.gc?.();
settle();
const beforeBytes = process.memoryUsage.rss();
const cache = ClientCache.open(file ?? '', Buffer.from(key ?? '', 'base64'));
// A page and a search, as the app does at start: the name order and the search's places are then built and kept.
cache.page(0, 50);
cache.search('silva', 5);
settle();
const figures: CopyMemory = {
  beforeBytes,
  openBytes: process.memoryUsage.rss(),
  heapUsedBytes: process.memoryUsage().heapUsed,
};
cache.close();
process.send?.(figures);
process.disconnect?.();
