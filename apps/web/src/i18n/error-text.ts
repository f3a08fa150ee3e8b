import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isErrorCode, type ErrorCode } from '@bakery/core';
import { ApiError } from '../api/client';
import { formatDate } from './format';

/** The error code to show for anything a call may throw; unknown failures are INTERNAL. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof ApiError && isErrorCode(error.code)) return error.code;
  return 'INTERNAL';
}

function dateExtension(error: unknown, key: string): string {
  if (!(error instanceof ApiError)) return '';
  const value = error.extensions[key];
  return typeof value === 'string' ? formatDate(value) : '';
}

/** A list of names in an error's extensions (the recipes using an ingredient, a cycle's path) joined with `separator`. */
function namesExtension(error: unknown, key: string, separator: string): string {
  const value = error instanceof ApiError ? error.extensions[key] : undefined;
  return Array.isArray(value) ? value.filter((name) => typeof name === 'string').join(separator) : '';
}

function countExtension(error: unknown, key: string): number {
  const value = error instanceof ApiError ? error.extensions[key] : undefined;
  return typeof value === 'number' ? value : 0;
}

/** `errors.<CODE>` in the current language, with a recipe cycle's path (A → B → A), the recipes that use something, the flour's percent, the stay dates of ACCOUNT_OUTSIDE_STAY as dd.mm.yyyy the client count of ZONE_HAS_CLIENTS the lowest allowed number of DOCUMENT_NUMBER_BACKWARDS, the last day of CREDIT_NOTE_TOO_LATE and the past delivery of DOCKET_AFTER_DELIVERY. */
export function translateError(t: TFunction, error: unknown): string {
  return t(`errors.${errorCodeOf(error)}`, {
    from: dateExtension(error, 'activeFrom'),
    to: dateExtension(error, 'activeTo'),
    clients: countExtension(error, 'clients'),
    next: countExtension(error, 'next'),
    lastDay: dateExtension(error, 'lastDay'),
    deliveryDate: dateExtension(error, 'deliveryDate'),
    names: namesExtension(error, 'names', ' → '),
    recipes: namesExtension(error, 'recipes', ', '),
    flour: countExtension(error, 'flour'),
  });
}

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => translateError(t, error), [t]);
}
