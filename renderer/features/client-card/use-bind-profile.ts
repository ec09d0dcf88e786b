import { useLayoutEffect } from 'react';
import { useProfileId } from '../session/index.ts';
import { bindCardProfile } from './card-store.ts';

/** Takes up the signed-in profile's card tabs and recent clients once its id is known. */
export function useBindCardProfile(): void {
  const profileId = useProfileId();
  useLayoutEffect(() => {
    if (profileId) bindCardProfile(profileId);
  }, [profileId]);
}
