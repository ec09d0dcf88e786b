import type { Language } from '../../shared/language.ts';
import { shellWords } from './shell-words.ts';

/** What a failed start needs of Electron and the log. */
export interface StartFailureDeps {
  showErrorBox(title: string, content: string): void;
  exit(code: number): void;
  log: { error(message: string, error?: unknown): void };
  logFile: () => string | undefined;
  language: Language;
}

/**
 * A start that failed: logged, told to the user in a dialog naming the log file, and the app exits
 * with code 1. Why exit: an app alive without a window would hold the single-instance lock, so every
 * later start would only "focus" a window that does not exist.
 */
export function failStart(error: unknown, deps: StartFailureDeps): void {
  deps.log.error('start failed', error);
  const w = shellWords[deps.language];
  const file = deps.logFile();
  // Why the error's name and message only: a message of ours never carries personal data, and the
  // stack is in the log for support.
  const what = error instanceof Error ? `${error.name}: ${error.message}` : 'error';
  deps.showErrorBox(w.startFailedTitle, `${w.startFailed}\n\n${what}${file ? `\n\n${file}` : ''}`);
  deps.exit(1);
}
