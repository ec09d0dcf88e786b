import type { auditBreakReasons } from '../../shared/ipc/audit-schema.ts';
import type { DecodedLine, FileHeader } from './audit-lines.ts';
import { genesisHash, hashOf } from './audit-lines.ts';

/** One journal file as read: its number, header (undefined when damaged) and lines. */
export interface JournalFile {
  name: string;
  number: number;
  header: FileHeader | undefined;
  lines: DecodedLine[];
}

/** Why a chain breaks: the shared contract's list (shared/ipc/audit-schema.ts). */
export type ChainBreakReason = (typeof auditBreakReasons)[number];

/** Where and why a chain breaks. */
export interface ChainBreak {
  /** The entry concerned: the first missing one, the changed one, or the unreadable one. */
  seq: number;
  reason: ChainBreakReason;
  file: string;
}

/**
 * Walks a journal's files in order: entry numbers run on from 1 without a gap, each entry names the SHA-256
 * of the one before it, files are numbered without a gap, and the chain reaches the entry the head names (with
 * its hash). After a break the walk takes up the chain again at the next readable entry, so every break is
 * listed once. Why a chain going on past the head is whole: the head is written after its entry
 * (audit-journal.ts), so it may lag by the entries of one head write, or by one after a crash; a cut is found
 * when it takes the entry the head names, and entries past the head are only covered by the chain (an edit).
 * The high-water mark (audit-marks.ts), kept apart from the journal, is held to the same: the chain must reach
 * it with its hash; a journal with no entry left while its mark names some has vanished.
 */
export function verifyChain(
  files: readonly JournalFile[],
  head: { seq: number; hash: string } | undefined,
  mark?: { seq: number; hash: string },
): { entries: number; breaks: ChainBreak[] } {
  const breaks: ChainBreak[] = [];
  const hashes = new Map<number, string>();
  let prev = genesisHash;
  let expected = 1;
  let fileNumber = 0;
  let entries = 0;
  let lastFile = files.at(-1)?.name ?? '';
  // Why: after a break has been told, the next entry only takes the chain up again.
  let resync = false;
  for (const file of files) {
    lastFile = file.name;
    if (file.number !== fileNumber + 1) {
      breaks.push({ seq: expected, reason: 'missing-file', file: file.name });
      resync = true;
    }
    fileNumber = file.number;
    if (!file.header) {
      breaks.push({ seq: expected, reason: 'unreadable', file: file.name });
      resync = true;
    }
    for (const line of file.lines) {
      if (!line.ok) {
        const seq = line.seq ?? expected;
        breaks.push({ seq, reason: 'unreadable', file: file.name });
        expected = seq + 1;
        resync = true;
        continue;
      }
      entries += 1;
      if (!resync) {
        if (line.seq > expected) breaks.push({ seq: expected, reason: 'missing', file: file.name });
        else if (line.seq < expected) breaks.push({ seq: line.seq, reason: 'edited', file: file.name });
        else if (line.entry.prev !== prev) breaks.push({ seq: line.seq - 1, reason: 'edited', file: file.name });
      }
      resync = false;
      prev = hashOf(line.text);
      hashes.set(line.seq, prev);
      expected = line.seq + 1;
    }
  }
  const last = expected - 1;
  if (mark && mark.seq > 0 && entries === 0) {
    breaks.push({ seq: mark.seq, reason: 'vanished', file: lastFile });
    return { entries, breaks };
  }
  const reach = Math.max(head?.seq ?? 0, mark?.seq ?? 0);
  if (reach > last) breaks.push({ seq: last + 1, reason: 'truncated', file: lastFile });
  else if (head === undefined && entries > 0) breaks.push({ seq: last, reason: 'truncated', file: lastFile });
  const edited = new Set<number>();
  for (const known of [head, mark])
    if (known && known.seq > 0 && hashes.has(known.seq) && hashes.get(known.seq) !== known.hash) edited.add(known.seq);
  for (const seq of edited) breaks.push({ seq, reason: 'edited', file: lastFile });
  return { entries, breaks };
}
