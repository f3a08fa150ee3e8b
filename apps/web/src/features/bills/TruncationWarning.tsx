import { Alert, List } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillDetail } from '../../api/operations';

/** Whose text it is: "client", "your details", "line 3", "payment", "VAT summary". */
function useWhere() {
  const { t } = useTranslation();
  return (field: string) => {
    const line = /^lines\[(\d+)\]/.exec(field);
    if (line) return t('bills.truncation.line', { n: Number(line[1]) + 1 });
    const part = field.split('.')[0] ?? '';
    return ['buyer', 'seller', 'payment', 'summaries'].includes(part)
      ? t(`bills.truncation.${part as 'buyer'}`)
      : field;
  };
}

/**
 * The texts the bill's e-invoice writes cut to fit FatturaPA (issue 14, finding 9), told to the
 * bakery before it sends: a name cut at 80 characters is no surprise at the client's accountant.
 */
export function TruncationWarning({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const where = useWhere();
  if (bill.eInvoiceTruncations.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconScissors size={18} />} title={t('bills.truncation.title')}>
      <List size="sm" spacing={2}>
        {bill.eInvoiceTruncations.map((cut) => (
          <List.Item key={cut.field}>
            {t('bills.truncation.item', {
              where: where(cut.field),
              element: cut.element,
              length: cut.length,
              max: cut.max,
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
