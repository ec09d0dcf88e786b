import { describe, expect, it } from 'vitest';
import { lockGate, openWhileLocked } from './lock-gate.ts';

function lock() {
  const state = { locked: false, engagements: 0 };
  return {
    state,
    engage: () => {
      if (!state.locked) state.engagements += 1;
      state.locked = true;
    },
    unlock: () => (state.locked = false),
  };
}

describe("the lock's gate on main's calls", () => {
  it('lets only the lock screen’s channels through while locked', () => {
    const fake = lock();
    const gate = lockGate(fake.state, () => 'pt-BR');
    fake.engage();
    for (const channel of openWhileLocked) expect(() => gate.admit(channel)).not.toThrow();
    for (const channel of ['settings:set', 'profiles:test', 'update:check', 'clients:list', 'drafts:list'] as const)
      expect(() => gate.admit(channel)).toThrow(expect.objectContaining({ code: 'LOCKED' }));
  });

  it('holds back the answer of a call that spanned a lock, even one lifted since; delivers the others', () => {
    const fake = lock();
    const gate = lockGate(fake.state, () => 'en');
    const before = gate.admit('clients:list');
    expect(gate.release('clients:list', before)).toBeUndefined();
    fake.engage();
    fake.unlock();
    const heldBack = gate.release('clients:list', before);
    expect(heldBack?.code).toBe('LOCKED');
    expect(heldBack?.detail).toContain('check whether it was made');
    const after = gate.admit('clients:list');
    expect(gate.release('clients:list', after)).toBeUndefined();
    // The lock screen's own calls are never held back.
    expect(gate.release('session:unlock', gate.admit('session:unlock'))).toBeUndefined();
  });
});
