import { Alert, Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';
import { sendsInClear } from './cleartext-address.ts';

/** The profile form's warning while an address it holds is http:// to another computer. */
export function CleartextFormWarning({ addresses }: { addresses: ReadonlyArray<string | undefined> }) {
  const { t } = useTranslation('profiles');
  if (!addresses.some((address) => address !== undefined && sendsInClear(address))) return null;
  return (
    <Alert color="orange" title={t('cleartext.formTitle')} data-warning="cleartext">
      {t('cleartext.formText')}
    </Alert>
  );
}

/** The top bar's badge while the signed-in profile talks to its server over http:// (passwords and data travel in clear). */
export function CleartextBadge({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  if (!sendsInClear(profile.adminUrl) && !sendsInClear(profile.clientUrl)) return null;
  return (
    <Tooltip label={t('cleartext.badgeHint')} withArrow multiline w={320}>
      <Badge
        color="red"
        variant="light"
        role="status"
        aria-label={`${t('cleartext.badge')}: ${t('cleartext.badgeHint')}`}
        data-top="cleartext"
      >
        {t('cleartext.badge')}
      </Badge>
    </Tooltip>
  );
}
