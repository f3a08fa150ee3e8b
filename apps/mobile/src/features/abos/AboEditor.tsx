import { useMemo, useState } from 'react';
import { FlatList, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestCreateAboMutation, GuestUpdateAboMutation, type AppAbo, type GuestProduct } from '@bakery/api';
import { addDays } from '@bakery/core/calendar';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { useErrorText } from '../../i18n/error-text';
import { formatCents, formatDate, formatWeekdays } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useApiMutation } from '../session/query';
import { useAbosCache } from './abos-cache';
import {
  choiceOf,
  editStart,
  INTERVAL_CHOICES,
  MAX_AMOUNT,
  previewDates,
  todayIso,
  toInput,
  type AboForm,
  type FormProblem,
  type IntervalChoice,
} from './abo-form';
import { useDayText } from './abo-texts';
import { useCatalogue, useProducts } from '../products/catalogue';

type Products =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; items: GuestProduct[] };
type Problem = { key: FormProblem } | { error: unknown };

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

function initialForm(abo: AppAbo | null, today: string): AboForm {
  if (!abo)
    return { choice: 'workdays', weekdays: [], everyDays: '2', startsOn: formatDate(addDays(today, 1)), amounts: {} };
  return {
    ...choiceOf(abo.interval),
    startsOn: formatDate(editStart(abo, today)),
    amounts: Object.fromEntries(abo.lines.map((line) => [line.product.id, String(line.amount)])),
  };
}

/**
 * Create or edit a standing order: interval (daily, Monday to Friday, weekly on chosen days,
 * every n days), first delivery, the host's products with amounts, and a preview of the first
 * delivery dates (core `isAboDay`; the bakery's closed days are skipped when it orders).
 */
export function AboEditor({
  abo,
  onSaved,
  onCancel,
}: {
  abo: AppAbo | null;
  onSaved: (abo: AppAbo) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const errorText = useErrorText();
  const dayText = useDayText();
  const timeZone = useCatalogue().rules?.options.timeZone ?? 'Europe/Rome';
  const [form, setForm] = useState<AboForm>(() => initialForm(abo, todayIso(timeZone)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // the product list the products screen shows (one request for both)
  const productsQuery = useProducts();
  const products: Products = productsQuery.data
    ? { status: 'loaded', items: productsQuery.data }
    : productsQuery.isError && !productsQuery.isFetching
      ? { status: 'failed', error: productsQuery.error }
      : { status: 'loading' };
  const cache = useAbosCache();
  const createMutation = useApiMutation(GuestCreateAboMutation);
  const updateMutation = useApiMutation(GuestUpdateAboMutation);

  const offered = useMemo(
    () => new Set((productsQuery.data ?? []).map((item) => item.product.id)),
    [productsQuery.data],
  );
  // lines of products the host no longer offers: shown, and left out when saving
  const gone = abo && products.status === 'loaded' ? abo.lines.filter((line) => !offered.has(line.product.id)) : [];
  const preview = useMemo(() => previewDates(form), [form]);

  function update(patch: Partial<AboForm>) {
    setForm((previous) => ({ ...previous, ...patch }));
    setProblem(null);
  }

  function setAmount(productId: string, text: string) {
    setForm((previous) => ({
      ...previous,
      amounts: { ...previous.amounts, [productId]: text.replace(/[^0-9]/g, '') },
    }));
    setProblem(null);
  }

  function step(productId: string, by: number) {
    const now = Number(form.amounts[productId] || '0') || 0;
    setAmount(productId, String(Math.min(MAX_AMOUNT, Math.max(0, now + by))));
  }

  function toggleWeekday(day: number) {
    update({
      weekdays: form.weekdays.includes(day) ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day],
    });
  }

  async function save() {
    if (busy) return;
    const amounts = Object.fromEntries(Object.entries(form.amounts).filter(([id]) => offered.has(id)));
    const input = toInput({ ...form, amounts }, todayIso(timeZone));
    if (typeof input === 'string') return setProblem({ key: input });
    setBusy(true);
    setProblem(null);
    try {
      const saved = abo
        ? (await updateMutation.mutateAsync({ id: abo.id, input })).updateAbo
        : (await createMutation.mutateAsync({ input })).createAbo;
      cache.put(saved);
      onSaved(saved);
    } catch (error) {
      setProblem({ error });
      setBusy(false);
    }
  }

  const header = (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.title}>
        {abo ? t('abos.form.editTitle') : t('abos.form.createTitle')}
      </Text>
      <Text style={styles.label}>{t('abos.form.interval')}</Text>
      <View accessibilityRole="radiogroup" accessibilityLabel={t('abos.form.interval')} style={styles.wrap}>
        {INTERVAL_CHOICES.map((choice: IntervalChoice) => {
          const selected = form.choice === choice;
          return (
            <Pressable
              key={choice}
              accessibilityRole="radio"
              aria-checked={selected}
              onPress={() => update({ choice })}
              style={[styles.chip, selected && styles.chipSelected]}
            >
              <Text style={[styles.chipText, selected && styles.chipTextSelected]}>
                {t(`abos.form.choice.${choice}`)}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {form.choice === 'weekly' ? (
        <View accessibilityLabel={t('abos.form.weekdays')} style={styles.wrap}>
          {WEEK.map((day) => {
            const checked = form.weekdays.includes(day);
            const name = formatWeekdays([day], language);
            return (
              <Pressable
                key={day}
                accessibilityRole="checkbox"
                accessibilityLabel={name}
                aria-checked={checked}
                onPress={() => toggleWeekday(day)}
                style={[styles.chip, styles.day, checked && styles.chipSelected]}
              >
                <Text style={[styles.chipText, checked && styles.chipTextSelected]}>{name}</Text>
              </Pressable>
            );
          })}
        </View>
      ) : null}
      {form.choice === 'everyN' ? (
        <>
          <Text style={styles.label}>{t('abos.form.everyDays')}</Text>
          <TextInput
            accessibilityLabel={t('abos.form.everyDays')}
            value={form.everyDays}
            onChangeText={(everyDays) => update({ everyDays })}
            inputMode="numeric"
            style={[styles.input, styles.short]}
          />
        </>
      ) : null}
      <Text style={styles.label}>{t('abos.form.startsOn')}</Text>
      <TextInput
        accessibilityLabel={t('abos.form.startsOn')}
        value={form.startsOn}
        onChangeText={(startsOn) => update({ startsOn })}
        placeholder={t('abos.form.datePlaceholder')}
        inputMode="numeric"
        style={[styles.input, styles.date]}
      />
      <Text style={styles.label}>{t('abos.form.products')}</Text>
      {products.status === 'loading' ? <Text style={styles.note}>{t('products.loading')}</Text> : null}
      {products.status === 'failed' ? (
        <View style={styles.section}>
          <ErrorText>{errorText(products.error)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={() => void productsQuery.refetch()} />
        </View>
      ) : null}
      {products.status === 'loaded' && products.items.length === 0 ? (
        <Text style={styles.note}>{t('products.empty')}</Text>
      ) : null}
      {gone.map((line) => (
        <Text key={line.id} style={styles.note}>
          {t('abos.form.noLongerOffered', { name: line.product.name })}
        </Text>
      ))}
    </View>
  );

  const footer = (
    <View style={styles.section}>
      <Text style={styles.label}>{t('abos.form.preview')}</Text>
      {preview.length > 0 ? (
        <Text accessibilityLabel={t('abos.form.preview')} style={styles.note}>
          {preview.map(dayText).join(' · ')}
        </Text>
      ) : (
        <Text style={styles.note}>{t('abos.form.previewIncomplete')}</Text>
      )}
      <Text style={styles.hint}>{t('abos.form.previewHint')}</Text>
      {problem ? <ErrorText>{'key' in problem ? t(problem.key) : errorText(problem.error)}</ErrorText> : null}
      <Button label={busy ? t('abos.form.saving') : t('abos.form.save')} onPress={() => void save()} disabled={busy} />
      <Button label={t('abos.cancel')} variant="secondary" onPress={onCancel} disabled={busy} />
    </View>
  );

  return (
    <FlatList
      style={styles.page}
      contentContainerStyle={styles.content}
      keyboardShouldPersistTaps="handled"
      data={products.status === 'loaded' ? products.items : []}
      keyExtractor={(item) => item.product.id}
      ListHeaderComponent={header}
      ListFooterComponent={footer}
      initialNumToRender={20}
      renderItem={({ item }) => {
        const name = item.product.name;
        const amount = form.amounts[item.product.id] ?? '';
        return (
          <View style={styles.product}>
            <View style={styles.productText}>
              <Text style={styles.productName}>{name}</Text>
              <Text style={styles.note}>{formatCents(item.priceCents, language)}</Text>
            </View>
            <StepButton sign="−" label={t('abos.form.less', { name })} onPress={() => step(item.product.id, -1)} />
            <TextInput
              accessibilityLabel={t('abos.form.amount', { name })}
              value={amount}
              placeholder="0"
              onChangeText={(text) => setAmount(item.product.id, text)}
              inputMode="numeric"
              style={[styles.input, styles.amount]}
            />
            <StepButton sign="+" label={t('abos.form.more', { name })} onPress={() => step(item.product.id, 1)} />
          </View>
        );
      }}
    />
  );
}

/** − / + beside an amount, named for screen readers ("One Semmel less"). */
function StepButton({ sign, label, onPress }: { sign: string; label: string; onPress: () => void }) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      onPress={onPress}
      style={({ pressed }) => [styles.step, pressed && styles.stepPressed]}
    >
      <Text style={styles.stepText}>{sign}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  content: { padding: spacing.md, gap: spacing.sm },
  section: { gap: spacing.sm },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown, marginTop: spacing.sm },
  wrap: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  chip: {
    minHeight: TOUCH_TARGET,
    paddingHorizontal: spacing.md,
    borderRadius: 24,
    borderWidth: 1,
    borderColor: colors.sand,
    justifyContent: 'center',
  },
  day: { minWidth: TOUCH_TARGET + 8, alignItems: 'center' },
  chipSelected: { backgroundColor: colors.brown, borderColor: colors.brown },
  chipText: { color: colors.brown, fontSize: 16 },
  chipTextSelected: { color: colors.onPrimary, fontWeight: '600' },
  input: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 17,
    color: colors.brown,
  },
  short: { width: 96 },
  date: { maxWidth: 200 },
  amount: { width: 64, textAlign: 'center', paddingHorizontal: spacing.xs },
  note: { fontSize: 15, lineHeight: 21, color: colors.taupe },
  hint: { fontSize: 14, color: colors.taupe },
  step: {
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    borderRadius: TOUCH_TARGET / 2,
    borderWidth: 1,
    borderColor: colors.taupe,
    alignItems: 'center',
    justifyContent: 'center',
  },
  stepPressed: { backgroundColor: colors.surface },
  stepText: { fontSize: 22, fontWeight: '600', color: colors.brown },
  product: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.sm,
    paddingVertical: spacing.xs,
    borderBottomWidth: 1,
    borderBottomColor: colors.sand,
  },
  productText: { flex: 1 },
  productName: { fontSize: 16, fontWeight: '600', color: colors.brown },
});
