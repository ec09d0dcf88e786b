import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventHub } from '../../electron/core/event-hub.ts';
import { SettingsStore } from '../../electron/settings/settings-store.ts';
import { FeedHttpExecutor } from '../../electron/update/feed-executor.ts';
import { updatePort } from '../../electron/update/update-port.ts';

// The Electron side of the updates with `electron` and electron-updater's platform updater mocked: the
// binary cannot run here. What it checks is the wiring: executor, policy, settings, events, port.
const fakeUpdater = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  return Object.assign(new EventEmitter(), { setFeedURL: vi.fn(), checkForUpdates: vi.fn(), quitAndInstall: vi.fn(), channel: null as string | null, httpExecutor: null });
});
const netRequest = vi.hoisted(() => vi.fn());
vi.mock('electron', () => ({
  app: { isPackaged: false },
  net: { request: netRequest },
  session: { fromPartition: vi.fn(() => ({ partition: 'electron-updater' })) },
}));
vi.mock('electron-updater', () => ({ default: { autoUpdater: fakeUpdater } }));

const { startUpdates } = await import('../../electron/update/electron-updates.ts');

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-updates-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('startUpdates (Electron host)', () => {
  it('puts our executor in, follows the feed setting and reports status events to the page', async () => {
    const settings = new SettingsStore(dir);
    const hub = new EventHub();
    const events: unknown[] = [];
    hub.subscribe((event, payload) => events.push([event, payload]));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stop = await startUpdates({ settings, hub, log });
    try {
      expect(fakeUpdater.httpExecutor).toBeInstanceOf(FeedHttpExecutor);
      expect(await updatePort().view()).toMatchObject({ managed: true, enabled: true, feedUrl: null, status: { state: 'unconfigured' } });

      await settings.set({ updateFeedUrl: 'http://matriz.lan/provider-desk', updateChannel: 'beta' });
      await vi.waitFor(() => expect(fakeUpdater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'http://matriz.lan/provider-desk/', channel: 'beta' }));
      expect(fakeUpdater.channel).toBe('beta');

      fakeUpdater.emit('update-available', { version: '2.0.0', releaseNotes: 'Novidades' });
      expect(events).toContainEqual(['update:status', { state: 'available', version: '2.0.0', notes: 'Novidades' }]);
    } finally {
      stop();
    }
    expect(await updatePort().view()).toMatchObject({ managed: false });
  });
});
