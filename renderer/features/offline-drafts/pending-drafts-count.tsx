import { Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { listPendingDrafts, subscribeLoadedDrafts, type Draft } from '../drafts/index.ts';
import { forgetPendingPassword } from '../registration/index.ts';
import { forgetWithOperatorData, useProfileId, useSessionState } from '../session/index.ts';
import { PendingDraftRow } from './pending-draft-row.tsx';
import { useDraftsInMemoryOnly } from './use-drafts-in-memory.ts';

// Why with the operator's data: a password typed offline must not outlive the session of whoever typed it.
forgetWithOperatorData(() => forgetPendingPassword());

/**
 * "3 cadastros esperando o servidor": the registrations the clerk sent while the server did not answer (issue 46),
 * counted where the shell puts it; a click opens the panel that checks, sends or discards each. Nothing shows at 0.
 */
export function PendingDraftsCount() {
  const { t } = useTranslation('offline-drafts');
  const profileId = useProfileId();
  const session = useSessionState();
  const [opened, setOpened] = useState(false);
  // Why a text snapshot: useSyncExternalStore needs a value that stays equal while nothing changed.
  const snapshot = useSyncExternalStore(subscribeLoadedDrafts, () =>
    JSON.stringify(profileId ? listPendingDrafts(profileId) : []),
  );
  const drafts = JSON.parse(snapshot) as Draft[];
  const offline = session.data?.connection === 'offline';
  const memoryOnly = useDraftsInMemoryOnly(drafts.length > 0);
  if (drafts.length === 0) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={600} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          onClick={() => setOpened((open) => !open)}
          data-pending-count={drafts.length}
          {...(memoryOnly ? { 'data-pending-memory-only': true, title: t('memoryOnly.short') } : {})}
        >
          {t('count', { count: drafts.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-pending-panel>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('panel.title')}
          </Text>
          <Text size="xs">{t('panel.text')}</Text>
          {memoryOnly && (
            <Text size="xs" c="orange.9" fw={500} data-pending-memory>
              {t('memoryOnly.panel')}
            </Text>
          )}
          {offline && (
            <Text size="xs" c="red.8" data-pending-offline>
              {t('panel.offline')}
            </Text>
          )}
          <ScrollArea.Autosize mah={420} type="auto" scrollbars="y">
            {drafts.map((draft) => (
              <PendingDraftRow key={draft.subject} draft={draft} offline={offline} onLeave={() => setOpened(false)} />
            ))}
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
