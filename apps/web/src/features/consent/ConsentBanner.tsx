import { useState } from 'react';
import { Anchor, Button, Container, Group, Overlay, Paper, Portal, Text, Title } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { giveConsent, hasConsent } from './consent';

/** Cookie consent at the top of the page with an overlay over the rest (SPEC §2); gone once accepted. */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(() => !hasConsent());
  if (!isOpen) return null;

  return (
    <Portal>
      <Overlay fixed color="#2a1c10" backgroundOpacity={0.45} zIndex={400} />
      <Paper
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        shadow="lg"
        radius={0}
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 401,
          borderBottom: '3px solid var(--mantine-color-brown-8)',
        }}
      >
        <Container size="lg" py="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: '1 1 420px' }}>
              <IconCookie size={28} color="var(--mantine-color-brown-8)" style={{ flexShrink: 0 }} aria-hidden />
              <div>
                <Title order={2} size="h5" id="consent-title">
                  {t('consent.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('consent.text')}{' '}
                  <Anchor component={Link} to="/privacy" size="sm">
                    {t('consent.privacyLink')}
                  </Anchor>
                  .
                </Text>
              </div>
            </Group>
            <Button
              onClick={() => {
                giveConsent();
                setIsOpen(false);
              }}
            >
              {t('consent.accept')}
            </Button>
          </Group>
        </Container>
      </Paper>
    </Portal>
  );
}
