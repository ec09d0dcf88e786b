import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateView } from '../../../shared/ipc/contract.ts';
import { isDeskError } from '../../api/desk-error.ts';
import { feedProblemKey } from './update-text.ts';
import { useSaveFeed } from './use-updates.ts';

/** The update address: editable by the user (main confirms a change in its own dialog), or read-only when IT's policy pins it. */
export function FeedSetting({ view }: { view: UpdateView }) {
  const { t } = useTranslation('updates');
  const saveFeed = useSaveFeed();
  const [value, setValue] = useState(view.feedUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const pinned = view.feedPinned;
  const save = (): void => {
    const text = value.trim();
    // Why check here as well: main refuses the same addresses, but the page can say why in the user's words.
    const problem = text === '' ? null : feedProblemKey(text);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    saveFeed.mutate(text, {
      onError: (failure) => setError(isDeskError(failure, 'CANCELLED') ? t('feedNotConfirmed') : failure.message),
    });
  };
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <TextInput
        flex={1}
        label={t('feedUrl')}
        description={
          pinned && view.policySource ? t('pinnedByPolicy', { source: view.policySource }) : t('feedUrlHint')
        }
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
        <Button
          variant="default"
          onClick={save}
          loading={saveFeed.isPending}
          mb={error ? 22 : 0}
          data-action="save-update-feed"
        >
          {t('saveFeed')}
        </Button>
      )}
    </Group>
  );
}
