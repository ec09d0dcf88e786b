import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateView } from '../../../shared/ipc/contract.ts';
import { useChangeSettings } from '../settings/use-settings.ts';
import { isFeedUrl } from './update-text.ts';

/** The update address: editable by the user, or shown read-only when IT's policy pins it. */
export function FeedSetting({ view, onSaved }: { view: UpdateView; onSaved: () => void }) {
  const { t } = useTranslation('updates');
  const change = useChangeSettings();
  const [value, setValue] = useState(view.feedUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const pinned = view.feedPinned;
  const save = (): void => {
    const text = value.trim();
    if (text !== '' && !isFeedUrl(text)) {
      setError(t('feedUrlInvalid'));
      return;
    }
    setError(null);
    change.mutate({ updateFeedUrl: text }, { onSuccess: onSaved });
  };
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <TextInput
        flex={1}
        label={t('feedUrl')}
        description={pinned && view.policySource ? t('pinnedByPolicy', { source: view.policySource }) : t('feedUrlHint')}
        placeholder="https://…"
        value={pinned ? (view.feedUrl ?? '') : value}
        readOnly={pinned}
        variant={pinned ? 'filled' : 'default'}
        error={error}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        data-setting="update-feed"
      />
      {pinned ? null : (
        <Button variant="default" onClick={save} loading={change.isPending} mb={error ? 22 : 0} data-action="save-update-feed">
          {t('saveFeed')}
        </Button>
      )}
    </Group>
  );
}
