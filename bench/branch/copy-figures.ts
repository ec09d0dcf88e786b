// The local copy's own figures (issue 46), with electron/cache/client-cache.ts used directly: filling it with every
// client, its size on disk, opening it, its first page and the palette's search over it.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientCache } from '../../electron/cache/client-cache.ts';
import { newCacheKey } from '../../electron/cache/record-seal.ts';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { benchPageSize } from '../common/list-cases.ts';
import { logProgress } from '../common/progress-log.ts';
import { summarize } from '../common/stats.ts';
import type { CopyFigures, CopySearch } from './branch-figures.ts';
import type { ClerkText } from './branch-service.ts';

/** A filled copy on disk: its file and key (another process may open it), and how to remove it. */
export interface FilledCopy {
  file: string;
  key: Buffer;
  remove(): Promise<void>;
}

/** Bytes of every file in a folder (the database, its write-ahead log and shared memory). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

/** Fills a copy with `records` in pages of 1,000 (as a refresh pass writes them), timed. */
export async function fillCopy(records: readonly ClientRecord[]): Promise<FilledCopy & { fillMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-bench-branch-copy-'));
  const file = join(dir, 'clients.sqlite');
  const key = newCacheKey();
  const cache = ClientCache.open(file, key);
  const started = performance.now();
  const fetchedAt = Date.now();
  for (let at = 0; at < records.length; at += 1000) cache.put(records.slice(at, at + 1000), fetchedAt);
  const fillMs = performance.now() - started;
  cache.close();
  return { file, key, fillMs, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Opens the filled copy `opens` times (each then reads the first page, which sorts every name once) and runs each
 * clerk text `repeats` times on one of them.
 */
export async function measureCopy(
  records: readonly ClientRecord[],
  texts: readonly ClerkText[],
  plan: { opens: number; repeats: number },
  copy: FilledCopy & { fillMs: number },
): Promise<CopyFigures> {
  const openSamples: number[] = [];
  const pageSamples: number[] = [];
  let cache: ClientCache | undefined;
  for (let open = 0; open < plan.opens; open += 1) {
    cache?.close();
    let started = performance.now();
    cache = ClientCache.open(copy.file, copy.key);
    openSamples.push(performance.now() - started);
    started = performance.now();
    const page = cache.page(0, benchPageSize);
    pageSamples.push(performance.now() - started);
    if (page.total !== records.length) throw new Error(`the copy holds ${page.total} clients, ${records.length} put`);
  }
  const searches: CopySearch[] = [];
  for (const text of texts) {
    const samples: number[] = [];
    let found = 0;
    // One untimed search first, as the palette's first key builds what later ones reuse.
    cache?.search(text.text, 5);
    for (let repeat = 0; repeat < plan.repeats; repeat += 1) {
      const started = performance.now();
      found = cache?.search(text.text, 5).total ?? 0;
      samples.push(performance.now() - started);
    }
    searches.push({ kind: text.kind, shown: text.shown, latency: summarize(samples), found });
    logProgress(`branch: the copy's search (${text.kind}) p50 ${summarize(samples).p50.toFixed(1)} ms, ${found} found`);
  }
  cache?.close();
  const diskBytes = await folderBytes(join(copy.file, '..'));
  return {
    clients: records.length,
    fillMs: copy.fillMs,
    diskBytes,
    openMs: summarize(openSamples),
    firstPageMs: summarize(pageSamples),
    searches,
  };
}
