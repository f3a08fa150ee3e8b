import { useEffect, useState } from 'react';
import { StyleSheet, Switch, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { formatDate } from '../../i18n/format';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import { REMINDER_KEY, reminderWanted, updateReminder } from '../reminder/DeadlineReminder';
import { useApiFetch } from '../session/query';
import { useSession } from '../session/SessionProvider';

type Note = { key: 'profile.reminder.denied' | 'profile.reminder.none' } | { at: Date } | { error: unknown };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Opt-in: a local notification an hour before the deadline when nothing is ordered for tomorrow. */
export function ReminderSwitch() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { services } = useSession();
  const fetch = useApiFetch();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  useEffect(() => {
    let current = true;
    reminderWanted(services).then(
      (wanted) => current && setOn(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [services]);

  async function toggle(next: boolean) {
    if (busy || !services.reminders) return;
    setBusy(true);
    setNote(null);
    try {
      if (next && !(await services.reminders.allow())) {
        setNote({ key: 'profile.reminder.denied' });
        return;
      }
      if (next) await services.store.setItem(REMINDER_KEY, 'on');
      else await services.store.removeItem(REMINDER_KEY);
      setOn(next);
      const at = await updateReminder(services, fetch, t);
      if (next) setNote(at ? { at } : { key: 'profile.reminder.none' });
    } catch (error) {
      setNote({ error });
    } finally {
      setBusy(false);
    }
  }

  if (!services.reminders) return null;
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {t('profile.reminder.title')}
      </Text>
      <View style={styles.row}>
        <Text style={styles.label}>{t('profile.reminder.label')}</Text>
        <Switch
          accessibilityLabel={t('profile.reminder.label')}
          value={on}
          disabled={busy}
          onValueChange={(next) => void toggle(next)}
          trackColor={{ true: colors.brown, false: colors.sand }}
        />
      </View>
      {note && 'error' in note ? <ErrorText>{errorText(note.error)}</ErrorText> : null}
      {note && 'key' in note ? <Text style={styles.note}>{t(note.key)}</Text> : null}
      {note && 'at' in note ? (
        <Text style={styles.note}>
          {t('profile.reminder.next', {
            date: formatDate(`${note.at.getFullYear()}-${pad(note.at.getMonth() + 1)}-${pad(note.at.getDate())}`),
            time: `${pad(note.at.getHours())}:${pad(note.at.getMinutes())}`,
          })}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm },
  heading: { fontSize: 18, fontWeight: '700', color: colors.brown },
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md },
  label: { flex: 1, fontSize: 16, lineHeight: 22, color: colors.brown },
  note: { fontSize: 15, lineHeight: 21, color: colors.taupe },
});
