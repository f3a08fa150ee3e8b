import { useEffect, useState } from 'react';
import { Anchor, Button, Container, FocusTrap, Group, Overlay, Paper, Portal, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { giveConsent, hasConsent } from './consent';
import { useInertOutside } from './useInertOutside';

/** The page the banner links to: there it steps aside so the policy can be read before accepting. */
const PRIVACY_PATH = '/privacy';

/**
 * Cookie consent at the top of the page with an overlay over the rest; gone once accepted
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 * A modal dialog: it takes the focus (accept button), keeps it and makes the page behind inert.
 * On the privacy policy it stays at the top as a non-modal dialog above the readable page.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(() => !hasConsent());
  const isModal = isOpen && pathname !== PRIVACY_PATH;
  // The banner's own portal node holds overlay and dialog; everything else is the page behind.
  const [portalNode, setPortalNode] = useState<HTMLDivElement | null>(null);
  const { ref: sizeRef, height } = useElementSize<HTMLDivElement>();
  useInertOutside(portalNode, isModal);

  // Non-modal, the banner must not hide the top of the page: push the page below it.
  const pushDown = isOpen && !isModal ? Math.ceil(height) : 0;
  useEffect(() => {
    if (pushDown === 0) return;
    const previous = document.body.style.paddingTop;
    document.body.style.paddingTop = `${pushDown}px`;
    return () => {
      document.body.style.paddingTop = previous;
    };
  }, [pushDown]);

  if (!isOpen) return null;

  return (
    <Portal reuseTargetNode={false} ref={setPortalNode}>
      {isModal ? <Overlay fixed color="#2a1c10" backgroundOpacity={0.45} zIndex={400} /> : null}
      <FocusTrap active={isModal} innerRef={sizeRef}>
        <Paper
          role="dialog"
          aria-modal={isModal}
          aria-labelledby="consent-title"
          aria-describedby="consent-text"
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
                  <Text size="sm" c="dimmed" id="consent-text">
                    {t('consent.text')}{' '}
                    <Anchor component={Link} to={PRIVACY_PATH} size="sm">
                      {t('consent.privacyLink')}
                    </Anchor>
                    .
                  </Text>
                </div>
              </Group>
              <Button
                data-autofocus
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
      </FocusTrap>
    </Portal>
  );
}
