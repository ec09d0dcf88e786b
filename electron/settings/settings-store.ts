import { join } from 'node:path';
import { settingsSchema, type Settings } from '../../shared/ipc/contract.ts';
import { readJsonFile, writeJsonFile } from '../storage/json-file.ts';

/** Settings of a new installation: Portuguese, the system's theme, 100 % zoom. */
export const defaultSettings: Settings = { language: 'pt-BR', theme: 'system', zoom: 1 };

/** The user's settings in `settings.json`. */
export class SettingsStore {
  readonly #path: string;
  #settings: Settings | undefined;
  readonly #listeners = new Set<(settings: Settings) => void>();
  #writing: Promise<void> = Promise.resolve();

  constructor(dir: string) {
    this.#path = join(dir, 'settings.json');
  }

  /** The current settings. */
  async get(): Promise<Settings> {
    this.#settings ??= await readJsonFile(this.#path, settingsSchema, defaultSettings);
    return this.#settings;
  }

  /** The language of messages right now (read often; no file access after the first read). */
  language(): Settings['language'] {
    return this.#settings?.language ?? defaultSettings.language;
  }

  /** Changes some settings and keeps them. */
  async set(change: Partial<Settings>): Promise<Settings> {
    const next = { ...(await this.get()), ...change };
    this.#settings = next;
    // Why chained: two quick changes must not write the same temporary file at once (the second rename fails).
    const write = this.#writing.then(() => writeJsonFile(this.#path, next));
    this.#writing = write.catch(() => undefined);
    await write;
    for (const listener of this.#listeners) listener(next);
    return next;
  }

  /** Calls `listener` after every change (the menu follows the language). */
  onChange(listener: (settings: Settings) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
