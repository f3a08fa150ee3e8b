import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { User } from '../../api/operations';
import { HELP_BUTTON_ID, requestTutorialFocus, TUTORIAL_ID } from './PageTutorial';
import { useTutorialState } from './tutorial-store';
import { tutorialFor } from './tutorials';
import { loadHelpContent } from './help-content';
import { isLanguage } from '@bakery/core';

/**
 * "Help" in the page header: on a screen with a tutorial it shows the tutorial again (and moves the focus to it);
 * elsewhere it leads to the FAQ.
 */
export function HelpButton({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const key = tutorialFor(pathname, user.kind);
  const { open, reopen } = useTutorialState(user, key);
  const icon = <IconHelpCircle size={18} aria-hidden />;

  if (!key) {
    return (
      <Button
        id={HELP_BUTTON_ID}
        component={Link}
        to="/faq"
        variant="subtle"
        color="brown.8"
        px="xs"
        leftSection={icon}
      >
        {t('help.button')}
      </Button>
    );
  }
  return (
    <Button
      id={HELP_BUTTON_ID}
      variant="subtle"
      color="brown.8"
      px="xs"
      leftSection={icon}
      aria-controls={open ? TUTORIAL_ID : undefined}
      aria-expanded={open}
      onClick={() => {
        if (open) {
          document.getElementById(TUTORIAL_ID)?.focus();
          return;
        }
        // the texts first: the tutorial then appears at once instead of the screen waiting for them
        const show = () => {
          requestTutorialFocus();
          reopen();
        };
        loadHelpContent(isLanguage(i18n.language) ? i18n.language : 'de').then(show, show);
      }}
    >
      {t('help.button')}
    </Button>
  );
}
