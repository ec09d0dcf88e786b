// Stand-in for Electron's Session (https://www.electronjs.org/docs/latest/api/session): permission
// handlers (mapped onto Chromium's own permission settings for each page), preload scripts (recorded:
// the test checks that nothing but the window's own preload is added), and proxy resolution (answered
// from the test's setting, in Chromium's PAC syntax: "DIRECT" or "PROXY host:port"; loopback and
// link-local hosts always DIRECT, as Chromium's implicit bypass rules make them: implicit-bypass.ts).
import { hostConfig } from './host-config.ts';
import { implicitlyDirect } from './implicit-bypass.ts';

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: unknown,
) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, origin: string, details: unknown) => boolean;

/** A session (the default one, or a partition). */
export class StandInSession {
  readonly partition: string;
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  readonly preloads: string[] = [];

  constructor(partition: string) {
    this.partition = partition;
  }

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.checkHandler = handler;
  }

  /**
   * Whether the page may use a permission, asked as Chromium asks Electron: the check handler first,
   * then the request handler (a prompt); with no handler Electron grants.
   */
  async allows(contents: unknown, permission: string, origin: string): Promise<boolean> {
    const details = { requestingUrl: `${origin}/`, isMainFrame: true, embeddingOrigin: origin };
    if (this.checkHandler && !this.checkHandler(contents, permission, origin, details)) return false;
    const request = this.requestHandler;
    if (!request) return true;
    return new Promise((resolve) => request(contents, permission, resolve, details));
  }

  setPreloads(preloads: string[]): void {
    this.preloads.splice(0, this.preloads.length, ...preloads);
  }
  getPreloads(): string[] {
    return [...this.preloads];
  }
  registerPreloadScript(script: { filePath: string }): string {
    this.preloads.push(script.filePath);
    return script.filePath;
  }
  getPreloadScripts(): { filePath: string }[] {
    return this.preloads.map((filePath) => ({ filePath }));
  }

  async resolveProxy(url: string): Promise<string> {
    return implicitlyDirect(url) ? 'DIRECT' : hostConfig.proxy;
  }

  async clearStorageData(): Promise<void> {}
  async clearCache(): Promise<void> {}
}

const partitions = new Map<string, StandInSession>();

/** The stand-in `session` module. */
export const session = {
  defaultSession: new StandInSession(''),
  fromPartition(partition: string): StandInSession {
    const existing = partitions.get(partition);
    if (existing) return existing;
    const created = new StandInSession(partition);
    partitions.set(partition, created);
    return created;
  },
};
