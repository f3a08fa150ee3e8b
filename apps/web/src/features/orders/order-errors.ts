import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../i18n/error-text';

const REFUSALS = [
  'SATURDAY',
  'SUNDAY',
  'HOLIDAY',
  'PRODUCT_NOT_AVAILABLE',
  'DEADLINE_PASSED',
  'DATE_IN_PAST',
  'OUTSIDE_STAY',
] as const;
type Refusal = (typeof REFUSALS)[number];

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'string' && (REFUSALS as readonly string[]).includes(value);

function stringList(error: unknown, key: string): unknown[] {
  const value = error instanceof ApiError ? error.extensions[key] : undefined;
  return Array.isArray(value) ? value : [];
}

/**
 * The message of an order refusal in the user's language: the §8 text of the code, then the
 * reasons of ORDER_DATE_REFUSED (extensions.reasons) and the products of PRODUCT_NOT_ORDERABLE
 * (extensions.productIds, named by `productName` where the screen knows them).
 */
export function useOrderErrorText(): (error: unknown, productName?: (id: string) => string | undefined) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error, productName) => {
      const parts = [errorText(error)];
      const reasons = stringList(error, 'reasons').filter(isRefusal);
      parts.push(...reasons.map((reason) => t(`orders.refusal.${reason}`)));
      const names = stringList(error, 'productIds')
        .map((id) => (productName ? productName(String(id)) : undefined))
        .filter((name): name is string => Boolean(name));
      if (names.length > 0) parts.push(t('orders.products', { names: names.join(', ') }));
      return parts.join(' ');
    },
    [errorText, t],
  );
}
