import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@bakery/core';
import classes from './LanguageSwitch.module.css';
import { useChangeLanguage } from './useChangeLanguage';

/**
 * de / it / en switch for the footer; works signed in and signed out. Radio buttons drawn as
 * Mantine's segmented control (LanguageSwitch.module.css), without its code on the first page.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const name = useId();

  return (
    <div role="radiogroup" aria-label={t('footer.language')} className={classes.root}>
      {LANGUAGES.map((language) => {
        const isActive = i18n.language === language;
        const id = `${name}-${language}`;
        return (
          <div key={language} className={classes.control} data-active={isActive || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={language}
              id={id}
              checked={isActive}
              onChange={() => changeLanguage(language)}
            />
            <label htmlFor={id} className={classes.label} data-active={isActive || undefined}>
              <span className={classes.inner}>{t(`language.${language}`)}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
