import { useState } from 'react';
import { ActionIcon, Button, CopyButton, Group, Paper, PasswordInput, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePassword } from '@bakery/core';
import { PasswordRules } from './PasswordRules';
import type { PasswordPair } from './usePasswordPair';
import { useVisibilityToggle } from './useVisibilityToggle';

/**
 * New password + repeat with the live rule checklist and a generator (requirements/accounts-and-sign-in.md#passwords).
 * Both are `required` for assistive technology; the forms using them set `noValidate`, so the browser shows no bubbles.
 */
export function PasswordFields({ pair, label }: { pair: PasswordPair; label?: string }) {
  const { t } = useTranslation();
  const visibilityToggle = useVisibilityToggle();
  const [generated, setGenerated] = useState<string | null>(null);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          style={{ flex: 1 }}
          label={label ?? t('password.new')}
          value={pair.password}
          onChange={(event) => {
            pair.setPassword(event.currentTarget.value);
            setGenerated(null);
          }}
          autoComplete="new-password"
          required
          {...visibilityToggle}
        />
        <Button
          variant="light"
          leftSection={<IconWand size={16} />}
          title={t('password.generateHint')}
          onClick={() => {
            const password = generatePassword({ special: true });
            pair.setBoth(password);
            setGenerated(password);
          }}
        >
          {t('password.generate')}
        </Button>
      </Group>
      {generated ? (
        <Paper bg="brown.0" p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text size="sm" ff="monospace" data-testid="generated-password">
                {t('password.generated', { password: generated })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('password.generatedNote')}
              </Text>
            </div>
            <CopyButton value={generated}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('password.copied') : t('password.copy')} withArrow>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t('password.copy')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ) : null}
      <PasswordRules problems={pair.problems} />
      <PasswordInput
        label={t('password.repeat')}
        value={pair.repeat}
        onChange={(event) => pair.setRepeat(event.currentTarget.value)}
        error={pair.repeatError ? t(`errors.${pair.repeatError}`) : undefined}
        description={
          pair.repeat !== '' && !pair.repeatError && pair.repeat === pair.password
            ? t('password.repeatMatches')
            : undefined
        }
        autoComplete="new-password"
        required
        {...visibilityToggle}
      />
    </Stack>
  );
}
