import { useEffect, useState } from 'react';
import { desk } from '../../api/desk.ts';

/**
 * Whether main keeps the drafts in its memory only (no keychain seals them on disk: browser mode, Linux's
 * basic_text), asked of main while `asking` (the count shows); then pending registrations are lost when the app
 * closes, and the panel says so.
 */
export function useDraftsInMemoryOnly(asking: boolean): boolean {
  const [memoryOnly, setMemoryOnly] = useState(false);
  useEffect(() => {
    if (!asking) return undefined;
    let live = true;
    void desk.draftsList({}).then((answer) => {
      // Why only an explicit false: an older main says nothing, and a failed call proves nothing either way.
      if (live && answer.ok) setMemoryOnly(answer.data.persistent === false);
    });
    return () => {
      live = false;
    };
  }, [asking]);
  return memoryOnly;
}
