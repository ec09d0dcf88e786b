import { describe, expect, it } from 'vitest';
import { areaChoice, gatherArea } from './area-choice.ts';

const open = [{ customerId: 'a1b2c3d4e5f60718', username: 'Maria.Silva' }];

describe('areaChoice', () => {
  it('reads the open session of the client’s user name (any case), asks when none is open or it expired', () => {
    expect(areaChoice('maria.silva', open, [])).toEqual({
      kind: 'open',
      customerId: 'a1b2c3d4e5f60718',
      username: 'Maria.Silva',
    });
    expect(areaChoice(' joao ', open, [])).toEqual({ kind: 'closed', username: 'joao' });
    expect(areaChoice('maria.silva', open, ['a1b2c3d4e5f60718'])).toEqual({ kind: 'closed', username: 'maria.silva' });
    expect(areaChoice('  ', open, [])).toEqual({ kind: 'no-username' });
  });

  it('tells gathering what to read, or why there is no client area', () => {
    expect(gatherArea({ kind: 'open', customerId: 'a1b2c3d4e5f60718', username: 'm' })).toEqual({
      customerId: 'a1b2c3d4e5f60718',
      username: 'm',
    });
    expect(gatherArea({ kind: 'closed', username: 'm' })).toEqual({ none: 'not-opened', username: 'm' });
    expect(gatherArea({ kind: 'no-username' })).toEqual({ none: 'no-username' });
  });
});
