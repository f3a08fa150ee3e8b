import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@bakery/core';
import { useChangeLanguage } from './useChangeLanguage';

/** de / it / en switch for the footer; works signed in and signed out. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('footer.language')}
      value={i18n.language}
      onChange={(value) => {
        if (isLanguage(value)) changeLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
