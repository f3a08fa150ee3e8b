import { Button, Group } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageScreen } from '../../ui/MessageScreen';

export function ServerErrorRoute() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('errorPages.serverErrorTitle')}
      text={t('errorPages.serverErrorText')}
      icon={<IconCloudOff size={30} />}
      color="taupe"
      actions={
        <Group>
          <Button variant="light" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Button component={Link} to="/login">
            {t('common.toLogin')}
          </Button>
        </Group>
      }
    />
  );
}
