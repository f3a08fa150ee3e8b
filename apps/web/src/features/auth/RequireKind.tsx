import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconLock, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountKind } from '../../api/operations';
import { homeOf } from '../../routes/access';
import { MessageScreen } from '../../ui/MessageScreen';

/**
 * Shows `children` only to the listed account kinds; others get a clear refusal
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export function RequireKind({
  kind,
  allowed,
  children,
}: {
  kind: AccountKind;
  allowed: readonly AccountKind[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (allowed.includes(kind)) return children;
  const isGuest = kind === 'GUEST';
  const home = homeOf(kind);
  return (
    <MessageScreen
      title={t(isGuest ? 'guard.guestTitle' : 'guard.forbiddenTitle')}
      text={t(isGuest ? 'guard.guestText' : 'guard.forbiddenText')}
      icon={isGuest ? <IconUserOff size={30} /> : <IconLock size={30} />}
      color="red"
      actions={
        <Button component={Link} to={home.to}>
          {t(home.label)}
        </Button>
      }
    />
  );
}
