import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { detectLanguage } from './features/language/language';
import { loadI18n } from './i18n/load';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// the catalogue of the visitor's language first, so the first render is already translated
const i18n = await loadI18n(detectLanguage());

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App i18n={i18n} />
    </BrowserRouter>
  </StrictMode>,
);

// after the first render, in a chunk of its own: the sign-in page does not wait for it
void import('./pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
