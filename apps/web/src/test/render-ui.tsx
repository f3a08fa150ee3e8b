import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@bakery/core';
import { createQueryClient } from '../api/query-client';
import { createI18n } from '../i18n';
import { theme } from '../ui/theme';

/** Renders one component with a fresh query cache (no retries), theme, translations (German by default) and a router at `path`. */
export function renderUi(ui: ReactNode, language: Language = 'de', path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <I18nextProvider i18n={createI18n(language)}>
        <MantineProvider theme={theme} env="test">
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
