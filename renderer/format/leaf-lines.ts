/** How deep and how many leaves a nested value is shown (a hostile or huge answer stays readable). */
const maxDepth = 6;
const maxLeaves = 200;

/** One leaf of a nested value: its path (object keys, list positions from 1) and its text. */
export interface Leaf {
  path: string[];
  text: string;
}

/**
 * The leaves of a value that may hold objects or lists, in order: `{clients: {active: 420}}` gives
 * `clients › active: 420`. Why not JSON: an office reads "clientes › ativos: 420", not braces and quotes.
 */
export function leavesOf(value: unknown, path: string[] = []): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: unknown, at: string[], depth: number): void => {
    if (leaves.length >= maxLeaves) return;
    if (node === null || node === undefined) leaves.push({ path: at, text: '' });
    else if (
      typeof node === 'string' ||
      typeof node === 'number' ||
      typeof node === 'boolean' ||
      typeof node === 'bigint'
    )
      leaves.push({ path: at, text: String(node) });
    else if (typeof node !== 'object') leaves.push({ path: at, text: typeof node });
    else if (depth >= maxDepth) leaves.push({ path: at, text: '…' });
    else {
      const entries = Array.isArray(node)
        ? node.map((item, index) => [String(index + 1), item] as const)
        : Object.entries(node);
      if (entries.length === 0) leaves.push({ path: at, text: '' });
      for (const [key, item] of entries) walk(item, [...at, key], depth + 1);
    }
  };
  walk(value, path, 0);
  return leaves;
}

/** A nested value as lines, one per leaf (`clients › active: 420`). */
export function leafLines(value: unknown): string[] {
  return leavesOf(value).map((leaf) => (leaf.path.length > 0 ? `${leaf.path.join(' › ')}: ${leaf.text}` : leaf.text));
}
