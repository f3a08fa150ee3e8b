import { useState } from 'react';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestDeleteAboMutation, GuestPauseAboMutation, GuestSetAboActiveMutation, type AppAbo } from '@bakery/api';
import { addDays, compareIsoDates } from '@bakery/core/calendar';
import { useErrorText } from '../../i18n/error-text';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useApiMutation } from '../session/query';
import { useAbosCache } from './abos-cache';
import { aboState, parseGermanDate, todayIso } from './abo-form';
import { useDayText, useIntervalText } from './abo-texts';
import { useCatalogue } from '../products/catalogue';

/** How many of the next deliveries a card lists; the rest are counted. */
const SHOWN_DELIVERIES = 6;

type Panel = 'none' | 'pause' | 'delete';
type Problem = { key: 'abos.form.dateFormat' | 'abos.pause.notBeforeToday' } | { error: unknown };

/** One standing order: interval, products, state, next deliveries and its actions. */
export function AboCard({ abo, onEdit }: { abo: AppAbo; onEdit: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const intervalText = useIntervalText();
  const dayText = useDayText();
  // each change answers with the standing order as it is now: the list shows it (abos-cache.ts)
  const cache = useAbosCache();
  const pauseMutation = useApiMutation(GuestPauseAboMutation);
  const activeMutation = useApiMutation(GuestSetAboActiveMutation);
  const deleteMutation = useApiMutation(GuestDeleteAboMutation);
  const timeZone = useCatalogue().rules?.options.timeZone ?? 'Europe/Rome';
  const [panel, setPanel] = useState<Panel>('none');
  const [until, setUntil] = useState(() => formatDate(addDays(todayIso(timeZone), 7)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const today = todayIso(timeZone);
  const state = aboState(abo, today);
  const title = intervalText(abo.interval);

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setPanel('none');
    } catch (error) {
      setProblem({ error });
    } finally {
      setBusy(false);
    }
  }

  function pauseUntil() {
    const date = parseGermanDate(until);
    if (!date) return setProblem({ key: 'abos.form.dateFormat' });
    if (compareIsoDates(date, today) < 0) return setProblem({ key: 'abos.pause.notBeforeToday' });
    void run(async () => cache.put((await pauseMutation.mutateAsync({ id: abo.id, until: date })).pauseAbo));
  }

  const stop = () =>
    run(async () => cache.put((await activeMutation.mutateAsync({ id: abo.id, active: false })).setAboActive));

  // a stopped abo is switched on again, and a pause still ahead is lifted too
  const resume = () =>
    run(async () => {
      let current = abo;
      if (!current.active) current = (await activeMutation.mutateAsync({ id: abo.id, active: true })).setAboActive;
      if (current.pausedUntil !== null && compareIsoDates(current.pausedUntil, today) >= 0)
        current = (await pauseMutation.mutateAsync({ id: abo.id, until: null })).pauseAbo;
      cache.put(current);
    });

  const remove = () =>
    run(async () => {
      await deleteMutation.mutateAsync({ id: abo.id });
      cache.drop(abo.id);
    });

  function open(next: Panel) {
    setProblem(null);
    setPanel(next);
  }

  const shown = abo.nextDeliveries.slice(0, SHOWN_DELIVERIES);
  const hidden = abo.nextDeliveries.length - shown.length;

  return (
    <View style={styles.card} accessibilityLabel={t('abos.cardLabel', { interval: title })}>
      <View style={styles.titleRow}>
        <Text accessibilityRole="header" style={styles.title}>
          {title}
        </Text>
        <Text style={[styles.badge, state.kind === 'active' ? styles.badgeActive : styles.badgePaused]}>
          {state.kind === 'active'
            ? t('abos.state.active')
            : state.kind === 'paused'
              ? t('abos.state.pausedUntil', { date: formatDate(state.until) })
              : t('abos.state.stopped')}
        </Text>
      </View>
      <Text style={styles.meta}>{t('abos.startsOn', { date: formatDate(abo.startsOn) })}</Text>
      {abo.lines.map((line) => (
        <Text key={line.id} style={styles.line}>
          {t('abos.line', { amount: line.amount, name: line.product.name })}
        </Text>
      ))}
      <Text style={styles.subTitle}>{t('abos.nextDeliveries')}</Text>
      {shown.length === 0 ? (
        <Text style={styles.meta}>{t('abos.noDeliveries')}</Text>
      ) : (
        <Text
          style={styles.meta}
        >{`${shown.map(dayText).join(' · ')}${hidden > 0 ? ` ${t('abos.moreDeliveries', { count: hidden })}` : ''}`}</Text>
      )}
      {abo.lastOrder ? (
        <Text style={styles.meta}>{t('abos.lastOrder', { date: formatDate(abo.lastOrder) })}</Text>
      ) : null}

      {panel === 'pause' ? (
        <View style={styles.panel}>
          <Text style={styles.label}>{t('abos.pause.until')}</Text>
          <TextInput
            accessibilityLabel={t('abos.pause.until')}
            value={until}
            onChangeText={setUntil}
            placeholder={t('abos.form.datePlaceholder')}
            inputMode="numeric"
            style={styles.input}
          />
          <Text style={styles.hint}>{t('abos.pause.hint')}</Text>
          <Button label={t('abos.pause.confirm')} onPress={pauseUntil} disabled={busy} />
          <Button
            label={t('abos.pause.indefinitely')}
            variant="secondary"
            onPress={() => void stop()}
            disabled={busy}
          />
          <Button label={t('abos.cancel')} variant="secondary" onPress={() => open('none')} disabled={busy} />
        </View>
      ) : null}
      {panel === 'delete' ? (
        <View style={styles.panel}>
          <Text style={styles.question}>{t('abos.delete.question')}</Text>
          <Button label={t('abos.delete.confirm')} onPress={() => void remove()} disabled={busy} />
          <Button label={t('abos.cancel')} variant="secondary" onPress={() => open('none')} disabled={busy} />
        </View>
      ) : null}
      {problem ? <ErrorText>{'key' in problem ? t(problem.key) : errorText(problem.error)}</ErrorText> : null}
      {panel === 'none' ? (
        <View style={styles.actions}>
          <Button label={t('abos.edit')} variant="secondary" onPress={onEdit} disabled={busy} />
          {state.kind === 'active' ? (
            <Button label={t('abos.pause.open')} variant="secondary" onPress={() => open('pause')} disabled={busy} />
          ) : (
            <Button label={t('abos.resume')} variant="secondary" onPress={() => void resume()} disabled={busy} />
          )}
          <Button label={t('abos.delete.open')} variant="secondary" onPress={() => open('delete')} disabled={busy} />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    gap: spacing.xs,
    padding: spacing.md,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: colors.sand,
    backgroundColor: colors.background,
  },
  titleRow: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing.sm,
  },
  title: { flexShrink: 1, fontSize: 18, fontWeight: '700', color: colors.brown },
  badge: {
    paddingHorizontal: spacing.sm,
    paddingVertical: 2,
    borderRadius: 12,
    overflow: 'hidden',
    fontSize: 14,
    fontWeight: '600',
  },
  badgeActive: { backgroundColor: colors.brown, color: colors.onPrimary },
  badgePaused: { backgroundColor: colors.surface, color: colors.brown, borderWidth: 1, borderColor: colors.sand },
  subTitle: { marginTop: spacing.sm, fontSize: 15, fontWeight: '600', color: colors.brown },
  line: { fontSize: 16, color: colors.brown },
  meta: { fontSize: 14, lineHeight: 20, color: colors.taupe },
  panel: {
    gap: spacing.sm,
    marginTop: spacing.sm,
    padding: spacing.sm,
    borderRadius: 8,
    backgroundColor: colors.surface,
  },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown },
  hint: { fontSize: 14, color: colors.taupe },
  question: { fontSize: 16, color: colors.brown },
  input: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 17,
    color: colors.brown,
    backgroundColor: colors.background,
  },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm, marginTop: spacing.sm },
});
