import { describe, expect, it } from 'vitest';
import { mayDo, type CustomerConfig } from './permissions.ts';

const config = (extra: Partial<CustomerConfig>): CustomerConfig => ({ success: true, ...extra });

describe('mayDo', () => {
  it('forbids what the configuration sets to 0 and allows any other number', () => {
    const mixed = config({ support_open_time: 0, print_contract: 1, change_password: 24 });
    expect(mayDo(mixed, 'supportOrders')).toBe(false);
    expect(mayDo(mixed, 'printContract')).toBe(true);
    expect(mayDo(mixed, 'changePassword')).toBe(true);
  });

  it('allows what the configuration leaves out (the server still refuses what it forbids)', () => {
    expect(mayDo(config({}), 'supportOrders')).toBe(true);
    expect(mayDo(config({}), 'changePassword')).toBe(true);
  });
});
