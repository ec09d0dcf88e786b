/**
 * Shell tests' handle on one run of the real built app inside the stand-in Electron host.
 *
 *   const desktop = await launchDesktop({ userData });     // `electron <app>` with a user data folder
 *   const page = await desktop.window();                   // the window's page (Playwright, over CDP)
 *   await desktop.quit();                                  // as the user quitting; waits for the exit
 *   desktop.reports                                        // what the app did: dialogs, windows, children
 *
 * The host is a child process (tests/shell/stand-in/host-main.ts); it reports over Node's IPC channel
 * and runs Chromium, which the test drives through the DevTools endpoint the host reports.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { HostCommand, HostReport } from '../stand-in/control.ts';
import { shellAppDir } from './build-app.ts';

const hostMain = fileURLToPath(new URL('../stand-in/host-main.ts', import.meta.url));

/** Options of one app run. */
export interface LaunchOptions {
  /** The user data folder (a new temporary one when absent). */
  userData?: string;
  safeStorage?: 'available' | 'basic_text' | 'unavailable';
  /** Answers to the app's dialogs, in order (button indexes). */
  dialogAnswers?: number[];
  /** Electron failures the stand-in plays (tests/shell/stand-in/host-config.ts, `faults`). */
  faults?: string[];
  /** More environment for the app. */
  env?: Record<string, string>;
  /** The app's own arguments. */
  args?: string[];
  /** The app folder to run (the built app when absent; tests/shell/fixtures hold small probe apps). */
  appDir?: string;
  /** Whether to wait for the window's page (false for runs that end before any window). */
  waitForWindow?: boolean;
}

/** One running app. */
export interface Desktop {
  userData: string;
  reports: HostReport[];
  /** The window's current page (a new one after a renderer crash). */
  window(): Promise<Page>;
  /** Waits until a report matches. */
  waitFor(match: (report: HostReport) => boolean): Promise<HostReport>;
  send(command: HostCommand | { type: 'menu'; path: string[] }): void;
  /** Quits as the user does (the app's quit) and waits for the process to end; answers its exit code. */
  quit(): Promise<number | null>;
  /** The process's exit code, when it has ended. */
  exited: Promise<number | null>;
  /** Ends the process at once (cleanup). */
  kill(): Promise<void>;
  /** What the host printed (stderr and stdout). */
  output(): string;
}

/** Starts the built app in the stand-in host. */
export async function launchDesktop(options: LaunchOptions = {}): Promise<Desktop> {
  const userData = options.userData ?? (await mkdtemp(join(tmpdir(), 'desk-shell-')));
  const reports: HostReport[] = [];
  const waiters = new Set<{ match: (report: HostReport) => boolean; resolve: (report: HostReport) => void }>();
  let output = '';
  const child: ChildProcess = fork(hostMain, options.args ?? [], {
    env: {
      ...process.env,
      STAND_IN_APP_DIR: options.appDir ?? shellAppDir,
      STAND_IN_USER_DATA: userData,
      STAND_IN_SAFE_STORAGE: options.safeStorage ?? 'available',
      STAND_IN_DIALOG_ANSWERS: JSON.stringify(options.dialogAnswers ?? []),
      STAND_IN_FAULTS: (options.faults ?? []).join(','),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.on('message', (message: HostReport) => {
    reports.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  const waitFor = (match: (report: HostReport) => boolean): Promise<HostReport> => {
    const seen = reports.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      waiters.add({ match, resolve });
      void exited.then((code) =>
        reject(new Error(`the app exited (code ${code}) before the awaited report; output:\n${output.slice(-2000)}`)),
      );
    });
  };
  let browser: Browser | undefined;
  const connect = async (): Promise<Browser> => {
    if (browser?.isConnected()) return browser;
    const cdp = (await waitFor((report) => report.type === 'cdp')) as Extract<HostReport, { type: 'cdp' }>;
    browser = await chromium.connectOverCDP(cdp.endpoint);
    return browser;
  };
  const window = async (): Promise<Page> => {
    const connected = await connect();
    const context = connected.contexts()[0];
    if (!context) throw new Error('the stand-in host has no browser context');
    // Why polling: a window's page appears first as about:blank and gets its address a moment later.
    for (let tries = 0; tries < 600; tries++) {
      const page = context
        .pages()
        .filter((candidate) => !candidate.isClosed() && candidate.url().includes('.stand-in.invalid'))
        .at(-1);
      if (page) return page;
      await sleep(50);
    }
    throw new Error(`no window page appeared; host output:\n${output.slice(-2000)}`);
  };
  const desktop: Desktop = {
    userData,
    reports,
    window,
    waitFor,
    send: (command) => {
      if (child.connected) child.send(command);
    },
    quit: async () => {
      desktop.send({ type: 'quit' });
      return exited;
    },
    exited,
    kill: async () => {
      await browser?.close().catch(() => undefined);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    output: () => output,
  };
  if (options.waitForWindow !== false)
    await waitFor((report) => report.type === 'window' && report.event === 'created');
  return desktop;
}
