import type { Settings, UpdateView } from '../../shared/ipc/contract.ts';
import type { PolicyResult } from './update-policy.ts';

/** The updater's setup after IT's policy has had its say. */
export type UpdateConfig = Omit<UpdateView, 'managed' | 'currentVersion' | 'status'>;

/** Combines the user's settings with the policy: the policy wins, and an invalid policy turns updates off. */
export function resolveUpdateConfig(
  settings: Pick<Settings, 'updateFeedUrl' | 'updateChannel'>,
  policy: PolicyResult,
): UpdateConfig {
  const userFeed = settings.updateFeedUrl ? settings.updateFeedUrl : null;
  const userChannel = settings.updateChannel ?? 'stable';
  if (policy.kind === 'none') {
    return {
      enabled: true,
      feedUrl: userFeed,
      channel: userChannel,
      feedPinned: false,
      channelPinned: false,
      policySource: null,
      policyInvalid: false,
    };
  }
  if (policy.kind === 'invalid') {
    // Why off: a policy IT meant to apply but that cannot be read must not fall back to the user's choice.
    return {
      enabled: false,
      feedUrl: null,
      channel: userChannel,
      feedPinned: true,
      channelPinned: true,
      policySource: policy.source,
      policyInvalid: true,
    };
  }
  const { enabled, feedUrl, channel } = policy.policy;
  return {
    enabled,
    feedUrl: enabled ? (feedUrl ?? userFeed) : null,
    channel: channel ?? userChannel,
    feedPinned: !enabled || feedUrl !== undefined,
    channelPinned: !enabled || channel !== undefined,
    policySource: policy.source,
    policyInvalid: false,
  };
}

/** The feed address as electron-updater's generic provider wants it: a folder, so with a trailing slash. */
export function feedBaseUrl(feedUrl: string): string {
  return feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`;
}
