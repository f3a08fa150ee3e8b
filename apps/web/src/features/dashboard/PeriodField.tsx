import { lazy, Suspense, useState } from 'react';
import { InputBase } from '@mantine/core';
import { germanDate } from '@bakery/core';
import { useTranslation } from 'react-i18next';
import { loadWithRetry } from '../../routes/lazy-with-retry';

export interface Period {
  from: string;
  to: string;
}

// the calendar (@mantine/dates, dayjs and its locales) is fetched when the field is first used, not with the dashboard
const loadPicker = () => loadWithRetry(() => import('./PeriodPicker'));
const PeriodPicker = lazy(async () => ({ default: (await loadPicker()).PeriodPicker }));

/**
 * The dashboard's period field: until it is first used, a button that looks like the date picker's field and
 * shows the same text (dd.mm.yyyy – dd.mm.yyyy); a click opens the real range calendar in its place.
 */
export function PeriodField({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const standIn = (
    <InputBase
      component="button"
      type="button"
      label={t('dashboard.period')}
      miw={220}
      pointer
      data-testid="dashboard-period"
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setUsed(true)}
    >
      {`${germanDate(period.from)} – ${germanDate(period.to)}`}
    </InputBase>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PeriodPicker period={period} onChange={onChange} open />
    </Suspense>
  );
}
