import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings-store.ts';
import { readUpdatePolicy } from '../update/update-policy.ts';
import { idleSecondsOf, readPinnedIdleMinutes } from './lock-policy.ts';

const files = (map: Record<string, string>) => async (path: string) => {
  const text = map[path];
  if (text === undefined) throw Object.assign(new Error('absent'), { code: 'ENOENT' });
  return text;
};

describe('idle lock policy', () => {
  it('takes 10 minutes, then the user’s minutes, then the test seconds, and IT’s pin over all', () => {
    expect(idleSecondsOf(defaultSettings, undefined)).toBe(600);
    expect(idleSecondsOf({ ...defaultSettings, idleLockMinutes: 3 }, undefined)).toBe(180);
    expect(idleSecondsOf({ ...defaultSettings, idleLockMinutes: 3, idleLockSeconds: 5 }, undefined)).toBe(5);
    expect(idleSecondsOf({ ...defaultSettings, idleLockMinutes: 3, idleLockSeconds: null }, undefined)).toBe(180);
    expect(idleSecondsOf({ ...defaultSettings, idleLockMinutes: 30, idleLockSeconds: 86_400 }, 5)).toBe(300);
  });

  it('reads idleLockMinutes from IT’s policy file, beside the update keys', async () => {
    const read = files({ '/etc/provider-desk/update-policy.json': '{"enabled": false, "idleLockMinutes": 5}' });
    expect(await readUpdatePolicy(['/etc/provider-desk/update-policy.json'], read)).toMatchObject({
      kind: 'policy',
      policy: { enabled: false, idleLockMinutes: 5 },
    });
  });

  it('pins nothing without a policy file', async () => {
    expect(await readPinnedIdleMinutes([`/nonexistent-${process.pid}/update-policy.json`])).toBeUndefined();
  });
});
