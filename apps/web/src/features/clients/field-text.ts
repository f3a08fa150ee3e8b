import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@mantine/form';
import type { SchemaIssue } from '../../ui/schema-form';
import type { Availability } from '../registration';
import type { FieldErrors } from './client-form';

/**
 * The texts under the client and guest forms' inputs: an issue of core's schema or a server
 * refusal by its error code (a missing name "required", another BAD_INPUT "check this field"),
 * and "taken" from the live check of a username or e-mail.
 */
export function useFieldText() {
  const { t } = useTranslation();
  const codeText = (code: string, params?: SchemaIssue['params']): string => {
    if (code === 'BAD_INPUT') return params?.problem === 'REQUIRED' ? t('common.required') : t('clients.fieldInvalid');
    return t(`errors.${code}` as 'errors.INTERNAL');
  };
  return {
    /** For schemaForm: the text of an issue. */
    issueText: (_path: string, issue: SchemaIssue) => codeText(issue.message, issue.params),
    /** A server refusal's fields as form errors. */
    serverErrors: (fields: FieldErrors): FormErrors =>
      Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, codeText(code)])),
    /** "Taken" when the live check found the username or e-mail in use. */
    takenText: (field: 'username' | 'email', availability: Availability): string | undefined =>
      availability === 'taken' ? t(field === 'email' ? 'errors.EMAIL_TAKEN' : 'errors.USERNAME_TAKEN') : undefined,
  };
}
