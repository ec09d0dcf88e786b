import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Files by their path from the repository root, each with the repository files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const sourceFile = /\.(ts|tsx|mts|cts)$/;
const skipped = new Set(['node_modules', 'dist', 'release', 'out', 'coverage']);

function sourceFiles(dir: string): string[] {
  // Why sorted: the order the file system lists names in differs between machines; the cycles reported must not.
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The import graph of some folders of the repository: every relative `import`, `import type`, `export … from`
 * and `import()` of a source file, resolved to the file it names (the code names every file with its
 * extension). Why TypeScript's own pre-processor: it reads every import form without a parser of ours.
 */
export function importGraph(rootDir: string, folders: readonly string[]): ImportGraph {
  const files = folders.flatMap((folder) => sourceFiles(join(rootDir, folder)));
  const known = new Set(files.map((file) => relative(rootDir, file)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((entry) => entry.fileName)
      .filter((name) => name.startsWith('./') || name.startsWith('../'))
      .map((name) => relative(rootDir, resolve(dirname(file), name)))
      .filter((target) => known.has(target));
    graph.set(relative(rootDir, file), [...new Set(targets)]);
  }
  return graph;
}

/** The graph's knots: groups of two or more nodes that reach each other (and nodes importing themselves), each as one cycle from its first member by name. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components, then one concrete cycle per component for the message.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const first = component.sort()[0] ?? node;
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      knots.push(cycleThrough(graph, new Set(component), first));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return knots;
}

/** One cycle from `start` back to it inside a knot (a breadth-first search, so the shortest). */
function cycleThrough(graph: ImportGraph, knot: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of graph.get(node) ?? []) {
      if (!knot.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** The graph between groups of files (renderer features, say): an edge wherever a file of one group imports a file of another. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | undefined): ImportGraph {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === undefined) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return new Map([...groups].map(([group, edges]) => [group, [...edges]]));
}
