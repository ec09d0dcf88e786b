import { useSessionState } from './use-session.ts';

/** The id of the server profile signed in (from `session:state`), or undefined while it is read. */
export function useProfileId(): string | undefined {
  return useSessionState().data?.profileId ?? undefined;
}
