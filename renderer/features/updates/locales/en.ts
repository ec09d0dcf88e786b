import type { Translation } from '../../../i18n/translation.ts';
import type { ptBR } from './pt-BR.ts';

/** Strings of the app's updates (top bar and settings), in English: the same keys as pt-BR, which the typecheck holds. */
export const en = {
  section: 'Updates',
  sectionHint:
    'Installed version: {{version}}. Updates download by themselves and install when you restart or close the app.',
  sectionHintManual:
    'Installed version: {{version}}. This installation (a .deb package) is updated by the package manager: the app says when a new version exists and where to download it, but does not install it.',
  versionOnly: 'Version: {{version}}.',
  state: {
    idle: 'No check made yet.',
    disabled: 'Updates are turned off.',
    unconfigured: 'Enter the update address to receive new versions.',
    checking: 'Checking for updates…',
    'not-available': 'You have the latest version.',
    available: 'Version {{version}} available: downloading…',
    downloading: 'Downloading version {{version}}: {{percent}} %',
    downloaded: 'Version {{version}} is ready to install.',
    error: 'The update failed: {{reason}}',
    manual:
      'Version {{version}} is available. This installation (a .deb package) does not update itself: download the package from {{url}} and install it with the package manager (sudo apt install ./file.deb), or ask the administrator.',
    downgrade:
      'You have the latest version. The update address offers version {{version}}, older than the installed one; earlier versions are never installed.',
  },
  errors: {
    'feed-unreachable': 'the update address did not answer or has no versions for this system.',
    'feed-invalid': 'the update address answered something that is not a list of versions.',
    checksum: 'the downloaded file does not match the list of versions and was discarded.',
    signature: 'the downloaded file is not signed by the publisher and was discarded.',
    'feed-unsigned': 'the list of versions does not carry Provider Desk’s signature, so nothing was downloaded.',
    'feed-signature':
      'the signature of the list of versions does not match (the list was changed or signed with another key), so nothing was downloaded.',
    'feed-too-large':
      'the update address answered a file far larger than any list of versions, so reading stopped and nothing was downloaded.',
    'feed-refused':
      'the update address is not accepted: use https://, a shared folder (file://) or http:// only for this computer.',
    other: 'unexpected error.',
  },
  errorDetail: 'Detail: {{message}}',
  nothingChanged: 'Nothing was changed; the installed version keeps working.',
  notes: 'What is new in version {{version}}',
  feedUrl: 'Update address',
  feedUrlHint:
    'The provider’s or head office’s server (https://) or a shared folder (file://). The app asks for confirmation in a window of its own before changing the address.',
  feedProblems: {
    address: 'This is not an address. Use https://…, file://… or http://localhost…',
    scheme: 'Use an https:// address, a shared folder (file://) or http:// only for this computer.',
    'http-remote':
      'http:// is accepted only for this computer (localhost). For a server on the network, use https:// or a shared folder (file://), so nobody on the way can swap the updates.',
  },
  feedNotConfirmed: 'The change was not confirmed; the address stays as it was.',
  saveFeed: 'Save address',
  channel: 'Channel',
  channels: { stable: 'Stable', beta: 'Beta (test versions)' },
  pinnedByPolicy: 'Set by the administrator in {{source}}.',
  disabledByPolicy: 'The administrator turned updates off on this computer ({{source}}).',
  invalidPolicy: 'The update policy in {{source}} has an error; updates stay off until the administrator fixes it.',
  check: 'Check for updates',
  restart: 'Restart to update',
  restartShort: 'Restart to update ({{version}})',
  downloadingShort: 'Update {{version}}: {{percent}} %',
  manualShort: 'Version {{version}} available',
  unsavedBlocks:
    'A form has unsaved changes. Save or discard them, then restart; the update is also installed when you close the app.',
  browserMode:
    'This copy does not update itself (browser mode or the portable version): the installed app is the one that receives updates.',
} as const satisfies Translation<typeof ptBR>;
