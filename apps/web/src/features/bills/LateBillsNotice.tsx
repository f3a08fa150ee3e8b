import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** After a bill run: how many of its bills are issued after their deadline (art. 21 c. 4 D.P.R. 633/72); nothing when none. */
export function LateBillsNotice({ late }: { late: number }) {
  const { t } = useTranslation();
  if (late === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconClockExclamation size={20} />} data-testid="late-bills">
      {t('bills.run.late', { count: late })}
    </Alert>
  );
}
