import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { setupI18n } from './i18n/setup-i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
await setupI18n('pt-BR');
createRoot(container).render(<AppRoot />);
