/** One error kept for the diagnostics. */
export interface JournalEntry {
  at: string;
  channel: string;
  code: string;
  detail: string;
}

/** The last errors of operations (50 at most), for "copy diagnostics"; no secrets are ever written here. */
export class ErrorJournal {
  readonly #entries: JournalEntry[] = [];
  readonly #size: number;

  constructor(size = 50) {
    this.#size = size;
  }

  /** Remembers an error, dropping the oldest beyond the size. */
  add(entry: Omit<JournalEntry, 'at'>): void {
    this.#entries.push({ at: new Date().toISOString(), ...entry });
    if (this.#entries.length > this.#size) this.#entries.shift();
  }

  /** The kept errors, oldest first. */
  entries(): readonly JournalEntry[] {
    return this.#entries;
  }
}
