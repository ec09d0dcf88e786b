import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../common/index.ts';
import { useServerNeeded } from '../session/index.ts';
import { bannerText } from './copy-text.ts';
import { useCacheState } from './use-cache-state.ts';

/**
 * The line over every screen while the server does not answer (issue 46): driven by the app's own calls
 * (`connection:changed`), not the browser's online flag; gone when the server answers again.
 */
export function OfflineBanner() {
  const { t } = useTranslation('local-copy');
  const { connection } = useServerNeeded();
  const cache = useCacheState();
  const now = useNow();
  const text = bannerText(t, connection, cache.data, now);
  if (!text) return null;
  const offline = connection === 'offline';
  return (
    <Alert
      color={offline ? 'red' : 'yellow'}
      variant="light"
      py={6}
      role="status"
      aria-live="polite"
      style={{ flex: 1, minWidth: 0 }}
      data-offline-banner={connection}
    >
      <Text size="sm" fw={600} span>
        {text}
      </Text>
      {offline && (
        <Text size="sm" span>
          {' '}
          {t('banner.offlineHint')}
        </Text>
      )}
    </Alert>
  );
}
