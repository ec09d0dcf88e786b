import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../common/index.ts';
import { useProfiles } from '../profiles/index.ts';
import { LanguagePicker } from '../settings/index.ts';
import { LoginForm } from './login-form.tsx';

/** The login screen: a card in the middle of the window, the language choice under it. */
export function LoginScreen() {
  const { t } = useTranslation('login');
  const profiles = useProfiles();
  let body;
  if (profiles.isPending) body = <LoadingState />;
  else if (profiles.isError) body = <ErrorState error={profiles.error} onRetry={() => void profiles.refetch()} />;
  else body = <LoginForm profiles={profiles.data.profiles} initialProfileId={profiles.data.activeId ?? 'demo'} />;
  return (
    <Center component="main" mih="100vh" p="md" data-screen="login">
      <Stack w={420} gap="sm">
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Stack gap="md">
            <div>
              <Title order={1}>{t('appName', { ns: 'common' })}</Title>
              <Text size="sm" c="dimmed">
                {t('subtitle')}
              </Text>
            </div>
            {body}
          </Stack>
        </Paper>
        <Group justify="center">
          <LanguagePicker />
        </Group>
      </Stack>
    </Center>
  );
}
