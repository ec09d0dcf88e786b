import { Input, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { updateChannels, type UpdateView } from '../../../shared/ipc/contract.ts';
import { useChangeSettings } from '../common/index.ts';

/** Stable or beta; read-only when IT's policy pins the channel. */
export function ChannelSetting({ view, onSaved }: { view: UpdateView; onSaved: () => void }) {
  const { t } = useTranslation('updates');
  const change = useChangeSettings();
  return (
    <Input.Wrapper label={t('channel')} labelElement="div">
      <div>
        <SegmentedControl
          aria-label={t('channel')}
          value={view.channel}
          disabled={view.channelPinned}
          onChange={(value) => change.mutate({ updateChannel: value }, { onSuccess: onSaved })}
          data={updateChannels.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
          data-setting="update-channel"
        />
        {view.channelPinned && view.policySource ? (
          <Text size="xs" c="dimmed" mt={4}>
            {t('pinnedByPolicy', { source: view.policySource })}
          </Text>
        ) : null}
      </div>
    </Input.Wrapper>
  );
}
