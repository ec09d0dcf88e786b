import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskCore } from '../../electron/core/create-desk-core.ts';
import type { UpdateController } from '../../electron/update/update-controller.ts';
import { attachUpdatePort } from '../../electron/update/update-port.ts';
import type { Result } from '../../shared/ipc/result.ts';
import { fakeSecretBox, removeDir, startCore, tempDir } from '../support/main-process-kit.ts';
import { writeRelease } from './support/update-feed.ts';
import { updaterRig, type UpdaterRig } from './support/updater-rig.ts';

// Who may set the update feed: a page script calls settings:set like the user's form does, so main asks
// the person at the keyboard in its own dialog (docs/security.md). The calls below go through the real
// dispatcher of the main-process core, as the page's calls do.

let dir = '';
let core: DeskCore;
let rig: UpdaterRig | undefined;
let detach: () => void = () => undefined;

beforeEach(async () => {
  dir = await tempDir('desk-feed-');
  core = await startCore(dir, fakeSecretBox(), {
    adminUrl: 'http://127.0.0.1:9',
    clientUrl: 'http://127.0.0.1:9',
    adminPrefix: '/',
  });
});
afterEach(async () => {
  detach();
  await core.close();
  await rig?.close();
  rig = undefined;
  await removeDir(dir);
});

const setFeed = (updateFeedUrl: string): Promise<Result<unknown>> =>
  core.dispatcher.dispatch('settings:set', { updateFeedUrl });
const keptFeed = async (): Promise<string | undefined> => (await core.settings.get()).updateFeedUrl;

let controller: UpdateController | undefined;

/** Attaches a real UpdateController (electron-updater's NsisUpdater on a loopback feed) whose confirmation answers `answer`. */
async function attachController(answer: boolean | (() => Promise<boolean>)): Promise<ReturnType<typeof vi.fn>> {
  rig = await updaterRig('1.1.0');
  const confirmFeed = vi.fn(typeof answer === 'boolean' ? async () => answer : answer);
  controller = rig.controller({}, undefined, { settings: async () => core.settings.get(), confirmFeed });
  detach = attachUpdatePort(controller);
  return confirmFeed;
}

describe('changing the update feed', () => {
  it('is refused when the person at the keyboard does not confirm it in main’s own dialog', async () => {
    await core.settings.set({ updateFeedUrl: 'https://provedor.example/desk/' });
    const confirmFeed = await attachController(false);
    const answer = await setFeed('https://atacante.example/desk/');
    expect(answer).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(confirmFeed).toHaveBeenCalledWith('https://atacante.example/desk/');
    expect(await keptFeed()).toBe('https://provedor.example/desk/');
    // Nor can the feed be cleared (which would stop security updates) without the confirmation.
    expect(await setFeed('')).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(await keptFeed()).toBe('https://provedor.example/desk/');
  });

  it('is kept once confirmed, and the updater then reads the new feed', async () => {
    const confirmFeed = await attachController(true);
    expect(await setFeed(rig?.server.url ?? '')).toMatchObject({ ok: true });
    expect(await keptFeed()).toBe(rig?.server.url);
    await writeRelease(rig?.feedDir ?? '', { version: '1.2.0' });
    expect(await core.dispatcher.dispatch('update:check', {})).toMatchObject({
      ok: true,
      data: { state: 'available', version: '1.2.0' },
    });
    // The same address again, or another setting, asks nothing.
    expect(await setFeed(rig?.server.url ?? '')).toMatchObject({ ok: true });
    expect(await core.dispatcher.dispatch('settings:set', { theme: 'dark' })).toMatchObject({ ok: true });
    expect(confirmFeed).toHaveBeenCalledTimes(1);
    expect(await controller?.settled()).toMatchObject({ state: 'downloaded', version: '1.2.0' });
  });

  it('asks one question at a time: a page cannot pile dialogs up', async () => {
    let answerFirst: (value: boolean) => void = () => undefined;
    const confirmFeed = await attachController(() => new Promise<boolean>((resolve) => (answerFirst = resolve)));
    const first = setFeed('https://um.example/desk/');
    await vi.waitFor(() => expect(confirmFeed).toHaveBeenCalledTimes(1));
    expect(await setFeed('https://dois.example/desk/')).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    answerFirst(true);
    expect(await first).toMatchObject({ ok: true });
    expect(confirmFeed).toHaveBeenCalledTimes(1);
    expect(await keptFeed()).toBe('https://um.example/desk/');
  });

  it('is refused in browser mode, where nothing updates itself', async () => {
    expect(await setFeed('https://provedor.example/desk/')).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE' },
    });
    expect(await keptFeed()).toBeUndefined();
  });
});

describe('feed addresses', () => {
  it.each([
    ['http://matriz.lan/provider-desk/', /só é aceito para este computador/],
    ['http://192.168.0.10:8080/desk/', /só é aceito para este computador/],
    ['http://127.0.0.1.nip.io/desk/', /só é aceito para este computador/],
    ['ftp://matriz/atualizacoes/', /https:\/\//],
    ['matriz/atualizacoes', /https:\/\//],
  ])('refuses %s and says why', async (address, why) => {
    const confirmFeed = await attachController(true);
    const answer = await setFeed(address);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        fieldErrors: [{ field: 'updateFeedUrl', message: expect.stringMatching(why) as unknown }],
      },
    });
    expect(confirmFeed).not.toHaveBeenCalled();
    expect(await keptFeed()).toBeUndefined();
  });

  it.each([
    'https://www.provedor.com.br/provider-desk/',
    'file://matriz/atualizacoes/provider-desk/',
    'file:///Z:/provider-desk/',
    'http://127.0.0.1:8080/desk/',
    'http://localhost:8080/desk/',
    'http://[::1]/desk/',
  ])('accepts %s', async (address) => {
    await attachController(true);
    expect(await setFeed(address)).toMatchObject({ ok: true });
    expect(await keptFeed()).toBe(address);
  });

  it('does not use an http:// feed to another machine kept by an older version, and says why', async () => {
    await core.settings.set({ updateFeedUrl: 'http://matriz.lan/provider-desk/' });
    await attachController(true);
    expect(await core.dispatcher.dispatch('update:check', {})).toMatchObject({
      ok: true,
      data: { state: 'error', code: 'feed-refused' },
    });
    expect(await core.dispatcher.dispatch('update:state', {})).toMatchObject({
      ok: true,
      data: { feedUrl: 'http://matriz.lan/provider-desk/', status: { state: 'error', code: 'feed-refused' } },
    });
    // The other settings it kept are still read.
    expect((await core.settings.get()).language).toBe('pt-BR');
  });
});
