import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PasswordProblem } from '@bakery/core';

const RULES = ['TOO_SHORT', 'NO_NUMBER', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_SPECIAL'] as const;

/**
 * Live checklist of the password rules; each line turns green when met and says so in hidden text
 * for screen readers (announced with its rule, as each line is atomic in the live list).
 */
export function PasswordRules({ problems }: { problems: readonly PasswordProblem[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="taupe.7" mb={4}>
        {t('password.rulesTitle')}
      </Text>
      <List spacing={2} size="sm" aria-live="polite">
        {RULES.map((rule) => {
          const isMet = !problems.includes(rule);
          return (
            <List.Item
              key={rule}
              data-rule={rule}
              data-met={isMet}
              aria-atomic
              icon={
                <ThemeIcon size={16} radius="xl" color={isMet ? 'teal.7' : 'taupe.3'} aria-hidden>
                  {isMet ? <IconCheck size={11} /> : <IconX size={11} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={isMet ? 'teal.8' : 'taupe.7'}>
                {t(`password.rules.${rule}`)}
                <VisuallyHidden>{` (${isMet ? t('password.ruleMet') : t('password.ruleNotMet')})`}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
