// Mantine's styles, all in @layer mantine (the app's own styles win without depending on their order): the
// first page takes only those of the components it draws, in Mantine's order; the other components' files come
// with the first lazily loaded component (ui/mantine-styles.ts). A component added to the first page needs its
// file here.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
// the house theme's variables (what Mantine's provider would compute in the browser; ui/theme-variables.test.tsx)
import './ui/theme-variables.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { fetchPublicConfig } from './features/config';
import { detectLanguage } from './features/language';
import { loadI18n } from './i18n/load';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// the catalogue of the visitor's language and the public config first (together), so the first render is
// already translated and complete; a config that is slow to come is not waited for beyond the texts by much
const config = fetchPublicConfig();
const i18n = await loadI18n(detectLanguage());
const ready = await Promise.race([config, new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))]);

// a transition: React draws the first screen in short tasks and lets the browser in between, instead of one
// long task (Lighthouse's total blocking time)
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} publicConfig={{ ready, pending: config }} />
      </BrowserRouter>
    </StrictMode>,
  ),
);

// after the first render, in a chunk of its own: the sign-in page does not wait for it
void import('./pwa/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
