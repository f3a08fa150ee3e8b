import '@mantine/dates/styles.layer.css';
import { useMemo, type ReactNode } from 'react';
import { MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import 'dayjs/locale/en-gb';
import { useLanguage } from './use-language';

const DAYJS_LOCALE = { de: 'de', it: 'it', en: 'en-gb' } as const;

/** Date pickers in the interface language, weeks starting on Monday, their previous/next buttons named for screen readers. */
export function DatesLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const theme = useMemo(
    () => ({
      components: {
        CalendarHeader: {
          defaultProps: { previousLabel: t('common.calendarPrevious'), nextLabel: t('common.calendarNext') },
        },
      },
    }),
    [t],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>
    </MantineThemeProvider>
  );
}
