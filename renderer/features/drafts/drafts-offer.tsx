import { Button, Dialog, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { openDraft } from './draft-openers.ts';
import { listDrafts, loadDrafts, removeDraft, subscribeDrafts, type Draft } from './draft-store.ts';
import { formatSavedAt } from './saved-at.ts';

/**
 * After sign-in: loads the operator's drafts from main, lists those this profile left behind (a crash, a closed window, an expired session)
 * and lets the user continue or discard each. Drafts saved while this session types are not offered.
 */
export function DraftsOffer({ profileId }: { profileId: string }) {
  const { t } = useTranslation('drafts');
  const [startedAt] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  // Why here: this mounts once per sign-in; main holds the drafts of the operator signed in now.
  useEffect(() => {
    void loadDrafts(profileId);
  }, [profileId]);
  // Why a text snapshot: useSyncExternalStore needs a value that stays equal while nothing changed.
  const snapshot = useSyncExternalStore(subscribeDrafts, () =>
    // Why not pending ones: those wait in the count of registrations sent offline, with their own check and send.
    JSON.stringify(listDrafts(profileId).filter((draft) => draft.savedAt < startedAt && draft.pending !== true)),
  );
  const drafts = JSON.parse(snapshot) as Draft[];

  const continueDraft = (draft: Draft) => {
    if (openDraft(draft)) setDismissed(true);
    else setNote(t('offer.cannotOpen'));
  };
  return (
    <Dialog
      opened={!dismissed && drafts.length > 0}
      position={{ bottom: 16, right: 16 }}
      size="lg"
      withBorder
      role="dialog"
      aria-label={t('offer.title')}
      data-drafts-offer
    >
      <Stack gap="xs">
        <Text fw={600}>{t('offer.title')}</Text>
        <Text size="sm">{t('offer.text')}</Text>
        {drafts.map((draft) => (
          <Group
            key={`${draft.form}|${draft.subject}`}
            justify="space-between"
            wrap="nowrap"
            data-draft={`${draft.form}:${draft.subject}`}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {draft.label}
              </Text>
              <Text size="xs" c="dimmed">
                {t('offer.savedAt', { when: formatSavedAt(draft.savedAt) })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <Button size="xs" onClick={() => continueDraft(draft)} data-action="continue-draft">
                {t('offer.continue')}
              </Button>
              <Button size="xs" variant="default" onClick={() => removeDraft(draft)} data-action="discard-draft">
                {t('offer.discard')}
              </Button>
            </Group>
          </Group>
        ))}
        {note && (
          <Text size="xs" c="orange.8">
            {note}
          </Text>
        )}
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={() => setDismissed(true)}>
            {t('offer.later')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
