// The stand-in's reader of an ASAR archive (the packed app's resources/app.asar), as Electron's native
// `asar.Archive` serves it to its fs patch (lib/node/asar-fs-wrapper.ts): the header read with @electron/asar,
// packed files read from the archive at their offset, `unpacked` entries from `<archive>.unpacked` beside it.
// Why the original fs functions, kept here before the patch (asar-fs.ts) replaces them: the archive itself
// is a plain file to its reader, as `original-fs` is to Electron.
import { getRawHeader } from '@electron/asar';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';

/** The fs functions as Node has them (Electron's `original-fs`), taken before the patch. */
export const originalFs = {
  openSync: fs.openSync,
  readSync: fs.readSync,
  closeSync: fs.closeSync,
  readFileSync: fs.readFileSync,
  writeFileSync: fs.writeFileSync,
  appendFileSync: fs.appendFileSync,
  statSync: fs.statSync,
  mkdtempSync: fs.mkdtempSync,
  realpathSync: fs.realpathSync,
};

/** One entry of an archive's header (a directory has `files`, a link `link`, a file `size`). */
interface HeaderEntry {
  files?: Record<string, HeaderEntry>;
  size?: number;
  offset?: string;
  unpacked?: boolean;
  executable?: boolean;
  link?: string;
}

/** What the archive says of one path: its type, size and whether it lives in `<archive>.unpacked`. */
export interface AsarStat {
  type: 'file' | 'directory' | 'link';
  size: number;
  unpacked: boolean;
  executable: boolean;
}

// Electron follows at most 40 links (the kernel's ELOOP limit), as resolveAsarLinks does.
const maxLinkHops = 40;

/** One archive, its header read once (Electron caches archives the same way: getOrCreateArchive). */
export class AsarArchive {
  readonly path: string;
  readonly #root: HeaderEntry;
  readonly #dataStart: number;
  readonly #copies = new Map<string, string>();

  constructor(path: string) {
    this.path = path;
    const raw = withoutAsar(() => getRawHeader(path));
    this.#root = raw.header;
    // The archive: 8 bytes of header size, the header, then the files (@electron/asar's disk.readFileSync).
    this.#dataStart = 8 + raw.headerSize;
  }

  #node(filePath: string): HeaderEntry | undefined {
    let node: HeaderEntry | undefined = this.#root;
    for (const part of filePath.split(/[\\/]/).filter(Boolean)) node = node?.files?.[part];
    return node;
  }

  /** The entry at `filePath` (archive-relative), its links followed; undefined when absent. */
  #resolve(filePath: string, followLinks = true): { filePath: string; node: HeaderEntry } | undefined {
    let current = filePath;
    for (let hop = 0; hop < maxLinkHops; hop++) {
      const node = this.#node(current);
      if (!node) return undefined;
      if (node.link === undefined || !followLinks) return { filePath: current, node };
      // An archive's links name their target from the archive's root.
      current = node.link;
    }
    return undefined;
  }

  /** The archive's entry at `filePath`, or undefined. */
  stat(filePath: string, followLinks = true): AsarStat | undefined {
    const found = this.#resolve(filePath, followLinks);
    if (!found) return undefined;
    const { node } = found;
    const type = node.files ? 'directory' : node.link !== undefined ? 'link' : 'file';
    return { type, size: node.size ?? 0, unpacked: node.unpacked === true, executable: node.executable === true };
  }

  /** The archive-relative path `filePath` names once its links are followed. */
  realpath(filePath: string): string | undefined {
    return this.#resolve(filePath)?.filePath;
  }

  /** The names in a directory of the archive, or undefined when it is none. */
  readdir(filePath: string): string[] | undefined {
    const node = this.#resolve(filePath)?.node;
    return node?.files ? Object.keys(node.files) : undefined;
  }

  /** Where an unpacked entry lies on disk (`<archive>.unpacked/<path>`), as Electron's getUnpackedPath. */
  unpackedPath(filePath: string): string {
    return join(`${this.path}.unpacked`, filePath);
  }

  /** A file's bytes: from the archive, or from `<archive>.unpacked` for an unpacked entry. */
  read(filePath: string): Buffer {
    const found = this.#resolve(filePath);
    if (!found || found.node.files) throw new Error(`not a file in the archive: ${filePath}`);
    if (found.node.unpacked) return originalFs.readFileSync(this.unpackedPath(found.filePath));
    const size = found.node.size ?? 0;
    const buffer = Buffer.alloc(size);
    const fd = originalFs.openSync(this.path, 'r');
    try {
      let done = 0;
      while (done < size) {
        const got = originalFs.readSync(
          fd,
          buffer,
          done,
          size - done,
          this.#dataStart + Number(found.node.offset) + done,
        );
        if (got === 0) throw new Error(`the archive ended inside ${filePath}`);
        done += got;
      }
    } finally {
      originalFs.closeSync(fd);
    }
    return buffer;
  }

  /**
   * A real file with the entry's content, for APIs that need a path the OS can open (Electron's
   * Archive::CopyFileOut: a temporary copy, made once per file; an unpacked entry's own path).
   */
  copyOut(filePath: string): string {
    const stat = this.stat(filePath);
    if (!stat || stat.type !== 'file') throw new Error(`not a file in the archive: ${filePath}`);
    if (stat.unpacked) return this.unpackedPath(this.realpath(filePath) ?? filePath);
    let copy = this.#copies.get(filePath);
    if (!copy) {
      copy = join(originalFs.mkdtempSync(join(tmpdir(), 'stand-in-asar-')), filePath.split(/[\\/]/).pop() ?? 'file');
      originalFs.writeFileSync(copy, this.read(filePath), { mode: stat.executable ? 0o755 : 0o644 });
      this.#copies.set(filePath, copy);
    }
    return copy;
  }
}

const archives = new Map<string, AsarArchive | null>();

/** The archive at `asarPath` (cached), or null when the file is not an archive. */
export function archiveAt(asarPath: string): AsarArchive | null {
  if (!archives.has(asarPath)) {
    try {
      archives.set(asarPath, new AsarArchive(asarPath));
    } catch {
      archives.set(asarPath, null);
    }
  }
  return archives.get(asarPath) ?? null;
}

const isFile = new Map<string, boolean>();

/** A path split at its archive, as Electron's `asar.splitPath`: the first `*.asar` component that is a file. */
export function splitAsarPath(path: unknown): { asarPath: string; filePath: string } | undefined {
  if (asarDisabled()) return undefined;
  const text =
    typeof path === 'string'
      ? path
      : Buffer.isBuffer(path)
        ? path.toString()
        : path instanceof URL
          ? path.href
          : undefined;
  if (text === undefined || !/\.asar/i.test(text)) return undefined;
  const full = normalize(text.startsWith('file:') ? decodeURIComponent(new URL(text).pathname) : text);
  const parts = full.split(sep);
  for (let at = 1; at <= parts.length; at++) {
    if (!/\.asar$/i.test(parts[at - 1] ?? '')) continue;
    const asarPath = parts.slice(0, at).join(sep);
    if (!isFile.has(asarPath))
      isFile.set(asarPath, originalFs.statSync(asarPath, { throwIfNoEntry: false })?.isFile() === true);
    if (isFile.get(asarPath)) return { asarPath, filePath: parts.slice(at).join(sep) };
  }
  return undefined;
}

/** `process.noAsar` (Electron: set it to true to turn the archive support off) or ELECTRON_NO_ASAR in a child. */
function asarDisabled(): boolean {
  return (process as { noAsar?: boolean }).noAsar === true || bypass > 0;
}

let bypass = 0;

/** Runs `task` with the archive support off (the stand-in's own reads of the archive file). */
export function withoutAsar<T>(task: () => T): T {
  bypass++;
  try {
    return task();
  } finally {
    bypass--;
  }
}
