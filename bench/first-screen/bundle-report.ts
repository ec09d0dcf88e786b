/**
 * Bundle analysis of the built renderer (issue 20): which chunks the first screen loads before any dynamic
 * import (the entry and its static imports, as in dist/.vite/manifest.json), their gzip sizes, and what each
 * holds, attributed per package or renderer folder from the chunk's source map.
 * Usage: `npx vite build --manifest --outDir <dir>` then `node bench/first-screen/bundle-report.ts <dir> [top]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The group a source belongs to: its npm package, or its renderer folder two levels deep. */
function groupOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1] as string;
  const local = /(?:^|\/)(renderer|shared)\/([^/]+(?:\/[^/]+)?)/.exec(source);
  return local ? `${local[1]}/${local[2]}` : source;
}

/**
 * The generated text of `code` attributed to each group, from the chunk's source map (text between mappings
 * goes to the mapping before it). A group's gzip size alone is an estimate: gzip of the whole chunk shares
 * its dictionary across groups.
 */
function attribute(code: string, map: TraceMap): Map<string, string[]> {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const parts = new Map<string, string[]>();
  let previous: { offset: number; group: string } | undefined;
  const add = (group: string, text: string) => parts.set(group, [...(parts.get(group) ?? []), text]);
  eachMapping(map, (mapping) => {
    const offset = (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn;
    if (previous && offset > previous.offset) add(previous.group, code.slice(previous.offset, offset));
    if (!previous || offset > previous.offset)
      previous = { offset, group: mapping.source ? groupOf(mapping.source) : '(unmapped)' };
  });
  if (previous) add(previous.group, code.slice(previous.offset));
  return parts;
}

const dir = process.argv[2] ?? 'dist/renderer';
const top = Number(process.argv[3] ?? 25);
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
const first = new Set<string>();
const visit = (key: string) => {
  if (first.has(key)) return;
  first.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
visit(entryKey);
let total = 0;
for (const [key, chunk] of Object.entries(manifest)) {
  const code = readFileSync(join(dir, chunk.file), 'utf8');
  const gzip = gzipSync(code).length;
  const onFirst = first.has(key);
  if (onFirst) total += gzip;
  console.log(`\n${onFirst ? '[first screen]' : '[lazy]        '} ${chunk.file}: ${code.length} B, ${gzip} B gzip`);
  if (!onFirst && process.argv[4] !== 'all') continue;
  if (!existsSync(join(dir, `${chunk.file}.map`))) continue;
  const map = new TraceMap(readFileSync(join(dir, `${chunk.file}.map`), 'utf8'));
  const sizes = [...attribute(code, map)]
    .map(([group, parts]) => {
      const text = parts.join('');
      return { group, bytes: text.length, gzip: gzipSync(text).length };
    })
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, top);
  for (const { group, bytes, gzip } of sizes) {
    console.log(`  ${String(bytes).padStart(8)} B ${String(gzip).padStart(7)} B gzip (alone)  ${group}`);
  }
}
console.log(`\nfirst screen (entry + static imports): ${total} B gzip = ${(total / 1024).toFixed(1)} KiB`);
