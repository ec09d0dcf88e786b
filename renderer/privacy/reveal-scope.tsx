import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The fields revealed for one record on one screen, and how to reveal one more. */
export interface RevealState {
  has(field: string): boolean;
  add(field: string): void;
}

const RevealContext = createContext<RevealState | null>(null);

/**
 * Holds what was revealed for one record: the fields inside show whole until the record changes (another
 * `recordKey`) or the screen that holds the scope goes. Why per record and not app-wide: a reveal is a
 * decision about one person's data, journaled as such (issue 19).
 */
export function RevealScope({ recordKey, children }: { recordKey: string | number; children: ReactNode }) {
  const state = useRevealState(recordKey);
  return <RevealContext.Provider value={state}>{children}</RevealContext.Provider>;
}

/** The reveal state of the nearest RevealScope, or one of the caller's own for `recordKey` when there is none. */
export function useRevealScope(recordKey: string | number): RevealState {
  const shared = useContext(RevealContext);
  const own = useRevealState(recordKey);
  return shared ?? own;
}

function useRevealState(recordKey: string | number): RevealState {
  const [held, setHeld] = useState<{ key: string | number; fields: ReadonlySet<string> }>(() => ({
    key: recordKey,
    fields: new Set(),
  }));
  // Why reset while rendering: another record must never show, even for one frame, what was revealed for the last one.
  const current = Object.is(held.key, recordKey) ? held : { key: recordKey, fields: new Set<string>() };
  if (current !== held) setHeld(current);
  const add = useCallback(
    (field: string) =>
      setHeld((before) =>
        Object.is(before.key, recordKey) ? { key: recordKey, fields: new Set(before.fields).add(field) } : before,
      ),
    [recordKey],
  );
  const fields = current.fields;
  return useMemo(() => ({ has: (field: string) => fields.has(field), add }), [fields, add]);
}
