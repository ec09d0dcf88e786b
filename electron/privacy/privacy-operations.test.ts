import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../settings/settings-store.ts';
import { privacyOperations } from './privacy-operations.ts';

// privacy:state over a real settings file and a real policy file in a temporary folder.
describe('privacy:state', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-privacy-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const call = { signal: new AbortController().signal };

  it('follows the settings, then IT’s policy file as soon as it is there, and fails closed on a bad one', async () => {
    const settings = new SettingsStore(dir);
    const policy = join(dir, 'update-policy.json');
    const state = privacyOperations(settings, () => [policy])['privacy:state'];
    await settings.set({ maskPersonalData: false });
    expect(await state({}, call)).toMatchObject({ enabled: false, enabledPinned: false, policySource: null });

    await writeFile(policy, JSON.stringify({ maskPersonalData: true, maskedFields: ['taxId', 'phone'] }));
    expect(await state({}, call)).toMatchObject({
      enabled: true,
      kinds: ['taxId', 'phone'],
      enabledPinned: true,
      kindsPinned: true,
      policySource: policy,
    });

    await writeFile(policy, JSON.stringify({ maskPersonalData: 'no' }));
    expect(await state({}, call)).toMatchObject({ enabled: true, policyInvalid: true });
    expect((await state({}, call)).kinds).toHaveLength(6);
  });
});
