import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings-store.ts';
import { updatePolicySchema } from '../update/update-policy.ts';
import { privacyViewOf } from './privacy-view.ts';

const all = ['taxId', 'idDocument', 'phone', 'email', 'birthDate', 'streetNumber'];
const policy = (text: object) => ({
  kind: 'policy' as const,
  source: '/etc/x.json',
  policy: updatePolicySchema.parse(text),
});

describe('privacyViewOf', () => {
  it('masks everything by default, with nothing pinned', () => {
    expect(privacyViewOf(defaultSettings, { kind: 'none' })).toEqual({
      enabled: true,
      kinds: all,
      enabledPinned: false,
      kindsPinned: false,
      policySource: null,
      policyInvalid: false,
    });
  });
  it('follows the user’s settings, the kinds in the masks’ order', () => {
    const view = privacyViewOf(
      { ...defaultSettings, maskPersonalData: false, maskedFields: ['email', 'taxId', 'email'] },
      { kind: 'none' },
    );
    expect(view.enabled).toBe(false);
    expect(view.kinds).toEqual(['taxId', 'email']);
  });
  it('lets IT’s policy pin masking and the kinds over the user’s choice', () => {
    const view = privacyViewOf(
      { ...defaultSettings, maskPersonalData: false, maskedFields: ['email'] },
      policy({ maskPersonalData: true, maskedFields: ['phone'] }),
    );
    expect(view).toMatchObject({ enabled: true, kinds: ['phone'], enabledPinned: true, kindsPinned: true });
    expect(view.policySource).toBe('/etc/x.json');
    expect(
      privacyViewOf({ ...defaultSettings, maskPersonalData: true }, policy({ maskPersonalData: false })),
    ).toMatchObject({
      enabled: false,
      enabledPinned: true,
      kindsPinned: false,
    });
  });
  it('masks everything, pinned, when the policy file is invalid', () => {
    const view = privacyViewOf(
      { ...defaultSettings, maskPersonalData: false },
      { kind: 'invalid', source: '/etc/x.json', problem: 'maskedFields: bad' },
    );
    expect(view).toMatchObject({ enabled: true, kinds: all, enabledPinned: true, policyInvalid: true });
  });
  it('refuses a policy file naming a kind the app does not know', () => {
    expect(updatePolicySchema.safeParse({ maskedFields: ['cpf'] }).success).toBe(false);
  });
});
