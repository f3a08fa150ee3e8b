import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageScreen } from '../../ui/MessageScreen';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('errorPages.notFoundTitle')}
      text={t('errorPages.notFoundText')}
      icon={<IconMapSearch size={30} />}
      actions={
        <Button component={Link} to="/login">
          {t('common.toLogin')}
        </Button>
      }
    />
  );
}
