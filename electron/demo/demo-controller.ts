import type { DemoStatus } from '../../shared/ipc/contract.ts';

/** The addresses of a running demo provider service. */
export interface DemoAddresses {
  adminUrl: string;
  clientUrl: string;
  adminPrefix: string;
}

/** Starts and stops the embedded demo provider service (in a process of its own). */
export interface DemoController {
  status(): DemoStatus;
  /** Starts the service when needed and answers its addresses once it is ready. */
  ensureRunning(): Promise<DemoAddresses>;
  stop(): Promise<void>;
}
