import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import type { Settings } from '../shared/ipc/contract.ts';
import { desk } from './api/desk.ts';
import { queryKeys } from './api/query-keys.ts';
import { AppRoot } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createSessionExpiry } from './app/session-expiry.ts';
import { setupI18n } from './i18n/setup-i18n.ts';

const fallbackSettings: Settings = { language: 'pt-BR', theme: 'system', zoom: 1 };

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
// Why read the settings before the first paint: the page must open in the user's language, theme and
// zoom, not flash Portuguese and light first.
const answer = await desk.settingsGet({});
const settings = answer.ok ? answer.data : fallbackSettings;
await setupI18n(settings.language);
const expiry = createSessionExpiry();
const queryClient = createQueryClient(expiry);
queryClient.setQueryData(queryKeys.settings, settings);
createRoot(container).render(<AppRoot queryClient={queryClient} expiry={expiry} />);
