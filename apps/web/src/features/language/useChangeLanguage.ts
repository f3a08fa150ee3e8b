import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { ChangeLanguageMutation } from '../../api/operations';
import { useAuth } from '../auth';
import { rememberLanguage } from './language';

/**
 * Switches the interface language; signed in, it is also saved to the account, and once saved every
 * answer on screen is asked again: the server names products (and writes other texts) in the account's language.
 */
export function useChangeLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { state, updateUser } = useAuth();
  const isLoggedIn = state.status === 'loggedIn';
  // every answer, whatever its operation, is asked again (in the background: the switch waits for none)
  const { mutateAsync: changeLanguage } = useApiMutation(ChangeLanguageMutation, {
    onSuccess: (data) => {
      updateUser(data.changeLanguage);
      void queryClient.invalidateQueries();
    },
  });

  return useCallback(
    (language: Language) => {
      rememberLanguage(language);
      void i18n.changeLanguage(language);
      if (!isLoggedIn) return;
      changeLanguage({ language }).catch(() =>
        notifications.show({ color: 'red', message: i18n.t('language.saveFailed') }),
      );
    },
    [i18n, isLoggedIn, changeLanguage],
  );
}
