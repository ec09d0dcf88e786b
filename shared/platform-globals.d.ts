// Why: shared/ is typed without DOM or Node libraries, yet every host it runs in (Node, Electron, the
// browser) has the WHATWG URL class; only the members shared/ uses are declared.
declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
  readonly hash: string;
}

// Why: every host also has the WHATWG AbortSignal; the page hands one to a call to cancel it
// (shared/ipc/build-desk-api.ts). Only the members shared/ uses are declared.
declare class AbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
