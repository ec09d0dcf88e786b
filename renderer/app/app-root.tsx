import { MantineProvider, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

const queryClient = new QueryClient();

/** The page's root: providers around the app (the shell replaces the placeholder). */
export function AppRoot() {
  const { t } = useTranslation();
  return (
    <MantineProvider defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Text p="md">{t('appName')}</Text>
      </QueryClientProvider>
    </MantineProvider>
  );
}
