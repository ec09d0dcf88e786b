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
  return Object.assign(new EventEmitter(), {
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(),
    quitAndInstall: vi.fn(),
    channel: null as string | null,
    httpExecutor: null,
  });
});
const netRequest = vi.hoisted(() => vi.fn());
const showMessageBox = vi.hoisted(() => vi.fn());
const projectRoot = vi.hoisted(() => new URL('../..', import.meta.url).pathname);
vi.mock('electron', () => ({
  app: { isPackaged: false, getAppPath: () => projectRoot },
  net: { request: netRequest },
  session: { fromPartition: vi.fn(() => ({ partition: 'electron-updater' })) },
  dialog: { showMessageBox },
  BrowserWindow: { getFocusedWindow: () => null },
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
      // The trusted key of build/update-public-key.pem was read (a missing one is warned about).
      expect(log.warn).not.toHaveBeenCalled();
      expect(await updatePort().view()).toMatchObject({
        managed: true,
        enabled: true,
        feedUrl: null,
        status: { state: 'unconfigured' },
      });

      await settings.set({ updateFeedUrl: 'https://matriz.example/provider-desk', updateChannel: 'beta' });
      await vi.waitFor(() =>
        expect(fakeUpdater.setFeedURL).toHaveBeenCalledWith({
          provider: 'generic',
          url: 'https://matriz.example/provider-desk/',
          channel: 'beta',
        }),
      );
      expect(fakeUpdater.channel).toBe('beta');

      fakeUpdater.emit('update-available', { version: '2.0.0', releaseNotes: 'Novidades' });
      expect(events).toContainEqual(['update:status', { state: 'available', version: '2.0.0', notes: 'Novidades' }]);
    } finally {
      stop();
    }
    expect(await updatePort().view()).toMatchObject({ managed: false });
  });

  it("asks in main's own dialog, naming the address, before the page may change the feed", async () => {
    const settings = new SettingsStore(dir);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stop = await startUpdates({ settings, hub: new EventHub(), log });
    try {
      showMessageBox.mockResolvedValueOnce({ response: 0 });
      await expect(
        updatePort().guardSettings({ updateFeedUrl: 'https://atacante.example/desk/' }),
      ).rejects.toMatchObject({ code: 'CANCELLED' });
      const box = showMessageBox.mock.calls[0]?.[0] as {
        detail: string;
        buttons: string[];
        defaultId: number;
        cancelId: number;
      };
      expect(box.detail).toContain('https://atacante.example/desk/');
      expect(box).toMatchObject({ buttons: ['Cancelar', 'Usar este endereço'], defaultId: 0, cancelId: 0 });

      await settings.set({ language: 'en' });
      showMessageBox.mockResolvedValueOnce({ response: 1 });
      await expect(
        updatePort().guardSettings({ updateFeedUrl: 'https://provedor.example/desk/' }),
      ).resolves.toBeUndefined();
      expect(showMessageBox.mock.calls[1]?.[0]).toMatchObject({
        message: 'Receive updates from this address?',
        buttons: ['Cancel', 'Use this address'],
      });
    } finally {
      stop();
    }
  });

  it('refuses every feed when the trusted key file is missing, and says so in the log', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stop = await startUpdates({
      settings: new SettingsStore(dir),
      hub: new EventHub(),
      log,
      trustedKeysPath: join(dir, 'none.pem'),
    });
    stop();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('every update feed will be refused'));
  });
});
