import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '@bakery/api';
import { isErrorCode } from '@bakery/core/errors';
import { formatDate } from './format';

function extension(error: ApiError, key: string): unknown {
  return error.extensions[key];
}

/**
 * What to tell the guest about anything a call threw: no connection → `network.offline`; otherwise
 * `errors.<CODE>` (unknown codes as INTERNAL) with the stay dates of ACCOUNT_OUTSIDE_STAY as dd.mm.yyyy.
 */
export function translateError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  if (error.network) return t('network.offline');
  const code = isErrorCode(error.code) ? error.code : 'INTERNAL';
  const from = extension(error, 'activeFrom');
  const to = extension(error, 'activeTo');
  const clients = extension(error, 'clients');
  const next = extension(error, 'next');
  return t(`errors.${code}`, {
    from: typeof from === 'string' ? formatDate(from) : '',
    to: typeof to === 'string' ? formatDate(to) : '',
    clients: typeof clients === 'number' ? clients : 0,
    next: typeof next === 'number' || typeof next === 'string' ? next : '',
  });
}

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => translateError(t, error), [t]);
}
