import type { Settings, UpdateStatus, UpdateView } from '../../shared/ipc/contract.ts';
import { ProviderError } from '../provider/provider-error.ts';

/** What `update:install` answers. */
export interface InstallAnswer {
  restarting: boolean;
  reason?: 'unsaved' | 'not-downloaded' | 'unmanaged' | 'manual';
}

/** The updates as the app operations see them (the Electron app attaches its controller; browser mode has none). */
export interface UpdatePort {
  view(): Promise<Omit<UpdateView, 'currentVersion'>>;
  check(): Promise<UpdateStatus>;
  install(): Promise<InstallAnswer>;
  /** The page has (or no longer has) a form with unsaved changes. */
  setDirty(dirty: boolean): void;
  /** Throws when a settings change would override what IT's policy pins. */
  guardSettings(change: Partial<Settings>): Promise<void>;
}

/** Browser mode and tests: nothing to update here; the installed app updates itself. */
export const unmanagedUpdates: UpdatePort = {
  view: async () => ({
    managed: false,
    enabled: false,
    feedUrl: null,
    channel: 'stable',
    feedPinned: false,
    channelPinned: false,
    policySource: null,
    policyInvalid: false,
    status: { state: 'disabled' },
  }),
  check: async () => ({ state: 'disabled' }),
  install: async () => ({ restarting: false, reason: 'unmanaged' }),
  setDirty: () => undefined,
  guardSettings: async (change) => {
    // Why refused: nothing here updates itself and no dialog of main can confirm the change, so a feed set
    // from a page here could only wait for an installed app sharing the data folder to trust it.
    if (change.updateFeedUrl !== undefined)
      throw new ProviderError('UNAVAILABLE', 'the update address is set in the installed app');
  },
};

// Why a holder rather than a core option: the core is shared by both hosts and their tests, and only the
// Electron host has an updater; it attaches one at start (electron/main.ts), everything else sees none.
let attached: UpdatePort = unmanagedUpdates;

/** The update port in force. */
export function updatePort(): UpdatePort {
  return attached;
}

/** Attaches a port (the Electron app's controller, or a test's fake); answers the function that detaches it. */
export function attachUpdatePort(port: UpdatePort): () => void {
  attached = port;
  return () => {
    if (attached === port) attached = unmanagedUpdates;
  };
}
