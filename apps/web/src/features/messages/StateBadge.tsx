import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageStateName } from '../../api/operations';

const COLOR: Record<MessageStateName, string> = { NEW: 'brown', SENT: 'taupe', READ: 'taupe', CLOSED: 'gray' };

/** A conversation's state as the viewer sees it (new, sent, read, closed) as a small badge. */
export function StateBadge({ state }: { state: MessageStateName }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[state]}
      variant={state === 'NEW' ? 'filled' : 'light'}
      size="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t(`messages.state.${state}`)}
    </Badge>
  );
}
