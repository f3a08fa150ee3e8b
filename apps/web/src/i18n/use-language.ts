import { isLanguage, type Language } from '@bakery/core';
import { useTranslation } from 'react-i18next';

/** The interface language as a core Language (German when unknown). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'de';
}
