import { redact } from './redact.ts';

/** One error kept for the diagnostics: its operation, code and redacted description. */
export interface JournalEntry {
  at: string;
  channel: string;
  code: string;
  detail: string;
}

/**
 * The last errors of operations (50 at most), for "copy diagnostics". Every entry is described by
 * `redact` as it comes in, so no password, cookie or customer's data is ever kept here.
 */
export class ErrorJournal {
  readonly #entries: JournalEntry[] = [];
  readonly #size: number;

  constructor(size = 50) {
    this.#size = size;
  }

  /** Remembers an operation's failure (by its structure only), dropping the oldest beyond the size. */
  add(channel: string, code: string, error: unknown): void {
    const text = redact(error);
    // Why: a ProviderError's description starts with its code, which the entry already says.
    const detail = text.startsWith(`${code} `) ? text.slice(code.length + 1) : text === code ? '' : text;
    this.#entries.push({ at: new Date().toISOString(), channel, code, detail });
    if (this.#entries.length > this.#size) this.#entries.shift();
  }

  /** The kept errors, oldest first. */
  entries(): readonly JournalEntry[] {
    return this.#entries;
  }

  /** The kept errors as lines of the diagnostics text. */
  lines(): string[] {
    return this.#entries.map(
      (entry) => `${entry.at} ${entry.channel} ${entry.code}${entry.detail ? ` ${entry.detail}` : ''}`,
    );
  }
}
