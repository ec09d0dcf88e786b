import { useQuery } from '@tanstack/react-query';
import type { PrivacyView } from '../../shared/ipc/privacy-schema.ts';
import { desk } from '../api/desk.ts';
import { unwrap } from '../api/desk-error.ts';
import { maskEverything, type MaskingPolicy } from './masking-rules.ts';

// Why not in queryKeys: a sign-in or sign-out drops every other key, so the next operator's screen asks main again.
/** The react-query key of `privacy:state`. */
export const privacyStateKey = ['privacy', 'state'] as const;

/** The masking setup as main answers it (settings and IT's policy), for the settings screen. */
export function usePrivacyView() {
  return useQuery({
    queryKey: privacyStateKey,
    queryFn: async ({ signal }): Promise<PrivacyView> => unwrap(await desk.privacyState({}, { signal })),
    staleTime: Infinity,
  });
}

/**
 * The masking policy in force. Why everything is masked while it loads or when it cannot be read: a value must
 * never show whole because a setting was slow or failed (fail closed).
 */
export function useMaskingPolicy(): MaskingPolicy {
  const { data } = usePrivacyView();
  return data ?? maskEverything;
}
