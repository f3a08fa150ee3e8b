import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * `t` of a language other than the one shown (a guest's sheet in the guest's language): its
 * catalogue is downloaded first, so the hook answers null until it is there.
 */
export function useFixedT(language: string): TFunction | null {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  const ready = loaded === language || i18n.hasResourceBundle(language, 'translation');

  useEffect(() => {
    if (ready) return;
    let live = true;
    void i18n.loadLanguages(language).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, ready]);

  return ready ? i18n.getFixedT(language) : null;
}
