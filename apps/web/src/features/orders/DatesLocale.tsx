import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import 'dayjs/locale/en-gb';
import { useLanguage } from './order-format';

const DAYJS_LOCALE = { de: 'de', it: 'it', en: 'en-gb' } as const;

/** Date pickers in the interface language, weeks starting on Monday. */
export function DatesLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
