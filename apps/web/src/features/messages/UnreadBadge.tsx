import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './useMessages';

/** The menu's count of conversations with unread messages; nothing while there are none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} aria-label={`${count} ${t('messages.unread')}`}>
      {count}
    </Badge>
  );
}
