import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormDraft } from './use-form-draft.ts';
import { formatSavedAt } from './saved-at.ts';

/** Inside a form: offers the draft found when it opened (restore or discard). */
export function DraftBanner({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation('drafts');
  if (!draft.offered) return null;
  return (
    <Alert color="yellow" title={t('banner.title')} data-draft-banner>
      <Text size="sm">{t('banner.text', { when: formatSavedAt(draft.offered.savedAt) })}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={draft.restore} data-action="restore-draft">
          {t('banner.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={draft.discard} data-action="discard-draft">
          {t('banner.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
