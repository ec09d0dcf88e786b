import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getRawHeader } from '@electron/asar';

/** Every file (not folder) path inside an asar archive, without the leading slash, and whether it is unpacked. */
export function asarFiles(archive: string): Map<string, { unpacked: boolean }> {
  const { header } = getRawHeader(archive);
  const files = new Map<string, { unpacked: boolean }>();
  type Node = { files?: Record<string, Node>; unpacked?: boolean; size?: number };
  const walk = (node: Node, prefix: string): void => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name;
      if (child.files) walk(child, path);
      else files.set(path, { unpacked: child.unpacked === true });
    }
  };
  walk(header, '');
  return files;
}

/** The top-level packages of node_modules that the lock file marks as production dependencies. */
export async function productionPackages(projectDir: string): Promise<Set<string>> {
  const lock = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean }>;
  };
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path);
    if (match?.[1] && !entry.dev && !entry.devOptional) names.add(match[1]);
  }
  return names;
}

/** The top-level package a node_modules path belongs to (`node_modules/@a/b/x.js` → `@a/b`). */
export function packageOf(path: string): string | undefined {
  return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
}
