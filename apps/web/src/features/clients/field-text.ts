import { useTranslation } from 'react-i18next';
import type { Availability } from '../registration/useAvailability';
import type { FieldErrors } from './client-form';

/** The message under an input: a form rule, a server refusal for that field, or "taken" from the live check. */
export function useFieldText(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string, availability?: Availability): string | undefined => {
    const code = errors[field];
    if (code === 'FIELD_REQUIRED') return t('common.required');
    if (code === 'BAD_INPUT') return t('clients.fieldInvalid');
    if (code) return t(`errors.${code}` as 'errors.INTERNAL');
    if (availability === 'taken') return t(field === 'email' ? 'errors.EMAIL_TAKEN' : 'errors.USERNAME_TAKEN');
    return undefined;
  };
}
