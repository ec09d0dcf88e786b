import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { desk } from './api/desk.ts';
import { queryKeys } from './api/query-keys.ts';
import { AppRoot } from './app/app-root.tsx';
import { BootFailure } from './app/boot/boot-failure.tsx';
import { readFirstSettings } from './app/boot/read-first-settings.ts';
import { createQueryClient } from './app/query-client.ts';
import { createSessionExpiry } from './api/session-expiry.ts';
import { setupI18n } from './i18n/setup-i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const root = createRoot(container);
try {
  // Why read the settings before the first paint: the page must open in the user's language, theme and
  // zoom, not flash Portuguese and light first.
  const settings = await readFirstSettings(() => desk.settingsGet({}));
  await setupI18n(settings.language);
  const expiry = createSessionExpiry();
  const queryClient = createQueryClient(expiry);
  queryClient.setQueryData(queryKeys.settings, settings);
  root.render(<AppRoot queryClient={queryClient} expiry={expiry} />);
} catch (error) {
  // Why: a boot that fails must never leave a blank window; the user gets words and "Recarregar".
  root.render(<BootFailure detail={error instanceof Error ? error.message : String(error)} />);
}
