import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { profileInputSchema, type ProfileInput } from '../../../shared/ipc/profile-schema.ts';
import { profileErrorKey, type ProfileField } from './profile-error-key.ts';

// The keys the form shows for what the contract's schema refuses, through the same resolver the form uses.
async function keysOf(values: ProfileInput): Promise<Record<string, string>> {
  const resolver = zodResolver(profileInputSchema);
  const outcome = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(outcome.errors).map(([field, error]) => [
      field,
      profileErrorKey(field as ProfileField, error?.type as string | undefined),
    ]),
  );
}

describe('profileErrorKey', () => {
  it('names a missing name and a missing address', async () => {
    expect(await keysOf({ name: ' ', adminUrl: '', clientUrl: '', adminPrefix: 'admin_ctl', username: '' })).toEqual({
      name: 'errors.required',
      adminUrl: 'errors.required',
    });
  });

  it('names addresses that are not http(s) and a malformed prefix', async () => {
    expect(
      await keysOf({
        name: 'Matriz',
        adminUrl: 'ftp://x',
        clientUrl: 'http://a?b=1',
        adminPrefix: 'admin ctl',
        username: '',
      }),
    ).toEqual({
      adminUrl: 'errors.badAddress',
      clientUrl: 'errors.badAddress',
      adminPrefix: 'errors.badPrefix',
    });
  });

  it('names a name that is too long', async () => {
    expect(
      await keysOf({
        name: 'x'.repeat(61),
        adminUrl: 'https://erp.example.com',
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: '',
      }),
    ).toEqual({ name: 'errors.tooLong' });
  });

  it('names a pin that is not 64 hex digits, and accepts one with or without colons', async () => {
    const base = {
      name: 'Matriz',
      adminUrl: 'https://erp.example.com',
      clientUrl: '',
      adminPrefix: 'admin_ctl',
      username: '',
    };
    expect(await keysOf({ ...base, pinnedCertSha256: 'AB:CD' })).toEqual({ pinnedCertSha256: 'errors.badPin' });
    expect(await keysOf({ ...base, pinnedCertSha256: 'g'.repeat(64) })).toEqual({ pinnedCertSha256: 'errors.badPin' });
    expect(await keysOf({ ...base, pinnedCertSha256: 'ab'.repeat(32) })).toEqual({});
    expect(await keysOf({ ...base, pinnedCertSha256: Array.from({ length: 32 }, () => 'AB').join(':') })).toEqual({});
    expect(await keysOf({ ...base, pinnedCertSha256: '' })).toEqual({});
  });

  it('accepts a good profile', async () => {
    expect(
      await keysOf({
        name: 'Matriz',
        adminUrl: 'https://erp.example.com:8080',
        clientUrl: '',
        adminPrefix: 'admin_ctl',
        username: 'ana',
      }),
    ).toEqual({});
  });
});
