import { useLayoutEffect } from 'react';
import { useSessionState } from '../session/index.ts';
import { bindCardProfile } from './card-store.ts';

/** Takes up the signed-in operator's card tabs and recent clients on the signed-in profile once both are known. */
export function useBindCardProfile(): void {
  const session = useSessionState().data;
  const profileId = session?.profileId ?? undefined;
  const operator = session?.username ?? undefined;
  useLayoutEffect(() => {
    if (profileId && operator) bindCardProfile(profileId, operator);
  }, [profileId, operator]);
}
