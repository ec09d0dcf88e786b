import { describe, expect, it } from 'vitest';
import { createStore } from './create-store.ts';
import { createListeners } from './listeners.ts';

describe('createStore', () => {
  it('answers the value set, and tells listeners once per real change', () => {
    const store = createStore({ count: 0 });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get().count));
    store.update((current) => ({ count: current.count + 1 }));
    const same = store.get();
    store.set(same);
    store.set({ count: 2 });
    expect(store.get()).toEqual({ count: 2 });
    expect(seen).toEqual([1, 2]);
    stop();
    store.set({ count: 3 });
    expect(seen).toEqual([1, 2]);
  });

  it('keeps each store its own value and listeners', () => {
    const a = createStore<string | undefined>(undefined);
    const b = createStore<string | undefined>(undefined);
    let calls = 0;
    a.subscribe(() => (calls += 1));
    b.set('x');
    expect(a.get()).toBeUndefined();
    expect(calls).toBe(0);
  });
});

describe('createListeners', () => {
  it('calls every listener in the order added, with the arguments emitted', () => {
    const listeners = createListeners<[number]>();
    const calls: string[] = [];
    listeners.add((n) => calls.push(`a${n}`));
    listeners.add((n) => calls.push(`b${n}`));
    listeners.emit(1);
    expect(calls).toEqual(['a1', 'b1']);
    expect(listeners.size).toBe(2);
  });

  it('removes exactly the listener whose removal is called, even when one function was added twice', () => {
    const listeners = createListeners();
    let calls = 0;
    const listener = () => (calls += 1);
    const first = listeners.add(listener);
    listeners.add(listener);
    first();
    first();
    listeners.emit();
    expect(calls).toBe(1);
    expect(listeners.size).toBe(1);
  });

  it('lets a listener remove itself while the list is called', () => {
    const listeners = createListeners();
    const calls: string[] = [];
    const stop = listeners.add(() => {
      calls.push('once');
      stop();
    });
    listeners.add(() => calls.push('always'));
    listeners.emit();
    listeners.emit();
    expect(calls).toEqual(['once', 'always', 'always']);
  });
});
