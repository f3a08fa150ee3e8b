import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isErrorCode } from '@bakery/core';
import { ApiError } from '../../api/client';
import { errorCodeOf, translateError } from '../../i18n/error-text';

/** Billing data a client may lack (core missingBillingData) or have wrong (core invalidBillingData). */
const CLIENT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'province',
  'taxId',
  'partitaIva',
  'taxNumber',
  'recipientCode',
  'pec',
] as const;
const DELETE_REASONS = ['SENT', 'NOT_LAST'] as const;

function extension(error: unknown, key: string): unknown {
  return error instanceof ApiError ? error.extensions[key] : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The §8 text of a bill refusal in the user's language, with what the server names in it: the
 * client of BILL_NO_ORDERS (`client` when the answer has none), the missing billing data of
 * BILL_CLIENT_DATA_MISSING and why BILL_NOT_DELETABLE (sent, or not the latest bill).
 */
export function billErrorText(t: TFunction, error: unknown, client = ''): string {
  const code = errorCodeOf(error);
  if (code === 'BILL_NO_ORDERS') {
    const named = extension(error, 'client');
    return t('errors.BILL_NO_ORDERS', { client: typeof named === 'string' && named ? named : client });
  }
  if (code === 'CREDIT_NOTE_LINE_INVALID' || code === 'CREDIT_NOTE_TOO_MUCH') {
    const lines = extension(error, 'lines');
    return t(`errors.${code}`, { lines: Array.isArray(lines) ? lines.join(', ') : '' });
  }
  const parts = [translateError(t, error)];
  if (code === 'BILL_CLIENT_DATA_MISSING') {
    const fields = strings(extension(error, 'fields')).filter((f): f is (typeof CLIENT_FIELDS)[number] =>
      (CLIENT_FIELDS as readonly string[]).includes(f),
    );
    if (fields.length > 0)
      parts.push(t('bills.missingData', { fields: fields.map((f) => t(`bills.field.${f}`)).join(', ') }));
  }
  if (code === 'BILL_ZERO_RATE_NATURA_MISSING') {
    const products = strings(extension(error, 'products'));
    if (products.length > 0) parts.push(`(${products.join(', ')})`);
  }
  if (code === 'BILL_NOT_DELETABLE') {
    const reason = extension(error, 'reason');
    if ((DELETE_REASONS as readonly unknown[]).includes(reason))
      parts.push(t(`bills.view.notDeletable.${reason as (typeof DELETE_REASONS)[number]}`));
  }
  return parts.join(' ');
}

/** The checks an e-invoice failed (EINVOICE_INVALID: XSD and SdI rules, as the server words them). */
export function eInvoiceProblems(error: unknown): string[] {
  return errorCodeOf(error) === 'EINVOICE_INVALID' ? strings(extension(error, 'errors')) : [];
}

/** The text of a failed client in a bulk run: its error code translated, naming the client. */
export function runFailureText(t: TFunction, failure: { clientName: string; code: string }): string {
  const code = isErrorCode(failure.code) ? failure.code : 'INTERNAL';
  return billErrorText(t, new ApiError(code, { client: failure.clientName }), failure.clientName);
}

export function useBillErrorText(): (error: unknown, client?: string) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown, client?: string) => billErrorText(t, error, client), [t]);
}
