import { use, useEffect, useRef } from 'react';
import { Anchor, Button, CloseButton, Container, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { User } from '../../api/operations';
import { isLanguage } from '@bakery/core';
import { helpContentPromise } from './help-content';
import { useLocalTutorialsToAccount, useTutorialState } from './tutorial-store';
import { tutorialFor } from './tutorials';

/** The id of the shown tutorial: the help button controls and focuses it. */
export const TUTORIAL_ID = 'page-tutorial';
/** The header's help button, which takes the focus when the tutorial closes. */
export const HELP_BUTTON_ID = 'help-button';
const TITLE_ID = 'page-tutorial-title';

let focusRequested = false;

/** Asks the tutorial to take the focus when it next appears (after the help button reopened it). */
export function requestTutorialFocus(): void {
  focusRequested = true;
}

/**
 * A short guide above a logged-in screen (its steps from the lazily loaded help texts, waited for in the screen's
 * Suspense boundary), until the user closes it;
 * the help button in the header brings it back. Closing is kept with the account, so other devices know it too.
 */
export function PageTutorial({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const key = tutorialFor(pathname, user.kind);
  const { open, dismiss } = useTutorialState(user, key);
  useLocalTutorialsToAccount(user);
  const close = () => {
    dismiss();
    document.getElementById(HELP_BUTTON_ID)?.focus();
  };
  // suspends until the help texts are there (ShellBody shows its screen and this together)
  const help = key && open ? use(helpContentPromise(isLanguage(i18n.language) ? i18n.language : 'de')) : null;
  const ref = useRef<HTMLElement>(null);
  const tutorial = key && help ? help.tutorials[key] : null;

  useEffect(() => {
    if (tutorial && focusRequested) {
      focusRequested = false;
      ref.current?.focus();
    }
  }, [tutorial]);

  if (!tutorial) return null;
  return (
    <Container size="lg" pt="lg" px={{ base: 'xs', sm: 'md' }}>
      <Paper
        ref={ref}
        component="section"
        id={TUTORIAL_ID}
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        withBorder
        p="md"
        bg="white"
        style={{ borderInlineStart: '4px solid var(--mantine-color-brown-6)' }}
        data-testid="page-tutorial"
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={28} radius="xl" color="brown.7" aria-hidden>
                <IconBulb size={16} />
              </ThemeIcon>
              <Text id={TITLE_ID} fw={700} c="brown.8">
                {t('help.tutorialTitle', { title: tutorial.title })}
              </Text>
            </Group>
            <CloseButton aria-label={t('help.close')} onClick={close} />
          </Group>
          <List type="ordered" spacing={4} size="sm" c="dark.6">
            {tutorial.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/faq" size="sm">
              {t('help.moreInFaq')}
            </Anchor>
            <Button size="xs" variant="light" onClick={close}>
              {t('help.gotIt')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
