import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@bakery/core';
import { request } from '../../api/client';
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

  return useCallback(
    (language: Language) => {
      rememberLanguage(language);
      void i18n.changeLanguage(language);
      if (!isLoggedIn) return;
      request(ChangeLanguageMutation, { language })
        .then(({ changeLanguage }) => {
          updateUser(changeLanguage);
          void queryClient.invalidateQueries();
        })
        .catch(() => notifications.show({ color: 'red', message: i18n.t('language.saveFailed') }));
    },
    [i18n, isLoggedIn, queryClient, updateUser],
  );
}
