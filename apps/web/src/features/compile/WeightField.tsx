import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompileLine } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { parseWeight } from './compile-state';
import { SCALE_READING_EVENT } from './scale';
import { useWeightDraft } from './weight-drafts';
import { useFocusNextWeight } from './weight-navigation';

/** A line of small text: the height of the state under the field, whichever it shows. */
const STATE_LINE_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; grams: number }
  | { status: 'failed'; grams: number; error: unknown }
  | { status: 'invalid' };

/**
 * The measured weight of a line in grams, keyboard-first (a USB scale types digits and Enter):
 * Enter saves what is typed and moves on to the next weight, leaving the field saves too. The
 * server holds the weight; the field shows saving, saved or the refusal with a retry, and keeps
 * what was typed until it is saved (in the browser too, so a reload keeps it). "Not weighed"
 * (-1) is the reset.
 */
export function WeightField({
  line,
  label,
  onSave,
}: {
  line: CompileLine;
  label: string;
  onSave: (grams: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const focusNextWeight = useFocusNextWeight();
  const [draft, setDraft] = useWeightDraft(line.id);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const inFlight = useRef<number | null>(null);
  const saved = line.measuredWeight >= 0 ? String(line.measuredWeight) : '';
  const value = draft ?? saved;

  const save = (grams: number) => {
    if (inFlight.current === grams) return;
    inFlight.current = grams;
    setState({ status: 'saving', grams });
    onSave(grams)
      .then(() => {
        // only forget the draft when nothing new was typed meanwhile
        setDraft((current) => (current === null || current.trim() === String(grams) || grams < 0 ? null : current));
        setState({ status: 'idle' });
      })
      .catch((error: unknown) => setState({ status: 'failed', grams, error }))
      .finally(() => {
        inFlight.current = null;
      });
  };

  /** Saves the draft when it differs from what the server holds; false when it cannot be saved. */
  const commit = (): boolean => {
    if (draft === null || draft.trim() === saved) return true;
    if (draft.trim() === '') return true; // clearing is the explicit reset, not an accident of the keyboard
    const parsed = parseWeight(draft);
    if (parsed.problem) {
      setState({ status: 'invalid' });
      return false;
    }
    save(parsed.grams);
    return true;
  };

  // a reading of a serial scale (scale.ts) counts as typed and confirmed with Enter
  const input = useRef<HTMLInputElement>(null);
  const onReading = useEffectEvent((grams: number) => {
    setDraft(String(grams));
    if (state.status === 'invalid') setState({ status: 'idle' });
    save(grams);
    if (input.current) focusNextWeight(line.id, input.current);
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const listener = (event: Event) => onReading((event as CustomEvent<number>).detail);
    element.addEventListener(SCALE_READING_EVENT, listener);
    return () => element.removeEventListener(SCALE_READING_EVENT, listener);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (commit()) focusNextWeight(line.id, event.currentTarget);
  };

  const failed = state.status === 'failed';
  const error =
    state.status === 'invalid' ? t('errors.MEASURED_WEIGHT_INVALID') : failed ? errorText(state.error) : undefined;
  const dirty = draft !== null && draft.trim() !== saved;
  // the server's line holding the weight being saved is the answer: "saved" shows with it, not a render later
  const saving = state.status === 'saving' && line.measuredWeight !== state.grams;

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          size="lg"
          w={132}
          ref={input}
          aria-label={label}
          placeholder={t('compile.weight.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="next"
          value={value}
          data-weight-input=""
          data-weight-line={line.id}
          rightSection={
            <Text size="sm" c="dimmed">
              g
            </Text>
          }
          error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`weight-state-${line.id}`}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (state.status === 'invalid') setState({ status: 'idle' });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => void commit()}
        />
        {line.measuredWeight >= 0 ? (
          // a native hint: a floating tooltip per weighed line slowed the save of a weight (issue 45)
          <ActionIcon
            variant="subtle"
            color="gray"
            size={50}
            title={t('compile.weight.reset')}
            aria-label={t('compile.weight.resetFor', { product: line.product.name })}
            onClick={() => {
              setDraft(null);
              save(-1);
            }}
          >
            <IconRotate size={22} />
          </ActionIcon>
        ) : (
          // keeps the columns of weighed and unweighed lines in line
          <Box w={50} aria-hidden />
        )}
      </Group>
      {/* one line kept free: the first key's "not saved" does not grow the bag (the list would measure and draw it again) */}
      <div id={`weight-state-${line.id}`} aria-live="polite" style={{ minHeight: STATE_LINE_HEIGHT }}>
        {saving ? (
          <Group gap={6}>
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              {t('compile.weight.saving')}
            </Text>
          </Group>
        ) : error ? (
          <Group gap={6} wrap="nowrap" align="center">
            <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
            {failed ? (
              <Button size="compact-sm" variant="light" color="red" onClick={() => save(state.grams)}>
                {t('common.retry')}
              </Button>
            ) : null}
          </Group>
        ) : dirty ? (
          <Text size="sm" c="dimmed">
            {t('compile.weight.unsaved')}
          </Text>
        ) : line.measuredWeight >= 0 ? (
          <Group gap={6}>
            <IconCircleCheck size={16} color="var(--mantine-color-green-7)" />
            <Text size="sm" c="green.8">
              {t('compile.weight.saved')}
            </Text>
          </Group>
        ) : null}
      </div>
    </Stack>
  );
}
