import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { requestPublicConfig } from './features/config/PublicConfigProvider';
import { detectLanguage } from './features/language/language';
import { loadI18n } from './i18n/load';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// the catalogue of the visitor's language and the public config first (together), so the first render is
// already translated and complete; a config that is slow to come is not waited for beyond the texts by much
const config = requestPublicConfig();
const i18n = await loadI18n(detectLanguage());
const publicConfig = await Promise.race([config, new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))]);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App i18n={i18n} publicConfig={publicConfig} />
    </BrowserRouter>
  </StrictMode>,
);

// after the first render, in a chunk of its own: the sign-in page does not wait for it
void import('./pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
