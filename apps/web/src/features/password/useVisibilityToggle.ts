import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type VisibilityToggleProps = Pick<PasswordInputProps, 'visibilityToggleFocusable' | 'visibilityToggleButtonProps'>;

/**
 * Props for every PasswordInput: the show-password button is reachable with Tab and named in the
 * interface language (its state is announced through `aria-pressed`).
 */
export function useVisibilityToggle(): VisibilityToggleProps {
  const { t } = useTranslation();
  return { visibilityToggleFocusable: true, visibilityToggleButtonProps: { 'aria-label': t('password.show') } };
}
