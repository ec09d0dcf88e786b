import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../common/index.ts';
import { ChannelSetting } from './channel-setting.tsx';
import { FeedSetting } from './feed-setting.tsx';
import { UpdateStatusLine } from './update-status-line.tsx';
import { updateViewKey, useCheckUpdates, useInstallUpdate, useUpdateView } from './use-updates.ts';

/** The settings screen's updates: version, status and notes, feed address and channel (or IT's policy), check and restart. */
export function UpdateSection() {
  const { t } = useTranslation('updates');
  const queryClient = useQueryClient();
  const view = useUpdateView();
  const check = useCheckUpdates();
  const install = useInstallUpdate();
  const data = view.data;
  if (!data) return null;
  const refresh = (): void => void queryClient.invalidateQueries({ queryKey: updateViewKey });
  const policyOff = data.managed && !data.enabled && data.policySource;
  return (
    <SettingsSection
      title={t('section')}
      hint={t(!data.managed ? 'versionOnly' : data.manualInstall ? 'sectionHintManual' : 'sectionHint', {
        version: data.currentVersion,
      })}
    >
      <div data-settings="updates">
        {!data.managed ? (
          <Text size="sm">{t('browserMode')}</Text>
        ) : (
          <Stack gap="sm">
            {policyOff ? (
              <Alert
                color={data.policyInvalid ? 'red' : 'gray'}
                data-update-policy={data.policyInvalid ? 'invalid' : 'off'}
              >
                {t(data.policyInvalid ? 'invalidPolicy' : 'disabledByPolicy', { source: data.policySource ?? '' })}
              </Alert>
            ) : (
              <UpdateStatusLine status={data.status} />
            )}
            {data.enabled ? (
              <>
                <FeedSetting key={data.feedUrl ?? ''} view={data} />
                <ChannelSetting view={data} onSaved={refresh} />
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={() => check.mutate()}
                    loading={check.isPending || data.status.state === 'checking'}
                    disabled={!data.feedUrl}
                    data-action="check-updates"
                  >
                    {t('check')}
                  </Button>
                  {data.status.state === 'downloaded' ? (
                    <Button
                      color="green"
                      onClick={() => install.mutate()}
                      loading={install.isPending}
                      data-action="install-update"
                    >
                      {t('restart')}
                    </Button>
                  ) : null}
                </Group>
              </>
            ) : null}
          </Stack>
        )}
      </div>
    </SettingsSection>
  );
}
