import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { knownTutorialKeys, type TutorialKey } from '@bakery/core/tutorials';
import { SetTutorialDismissedMutation, type User } from '../../api/operations';
import { useApiMutation } from '../../api/query';
import { useAuth } from '../auth';

/*
 * The tutorials an account closed are the account's (`me.dismissedTutorials`, issue 45): a tutorial
 * closed on the office PC stays closed on the tablet. Local storage only holds what this browser
 * knew before that (a JSON list of keys per user id): shown as closed, sent to the account once,
 * then forgotten.
 */

/** localStorage key of the tutorials one user closed in this browser before the account kept them. */
export function dismissedKey(userId: string): string {
  return `tutorials.dismissed.${userId}`;
}

/** Same-tab writes; other tabs hear the `storage` event. */
const CHANGE_EVENT = 'tutorials-changed';

function readRaw(userId: string): string | null {
  try {
    return localStorage.getItem(dismissedKey(userId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): TutorialKey[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? knownTutorialKeys(value) : [];
  } catch {
    return [];
  }
}

/** Keeps only `keys` of this browser's old list (none: the entry is removed). */
function writeLocal(userId: string, keys: readonly TutorialKey[]): void {
  try {
    if (keys.length === 0) localStorage.removeItem(dismissedKey(userId));
    else localStorage.setItem(dismissedKey(userId), JSON.stringify(keys));
  } catch {
    // storage blocked: the account's list is what counts
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The user with `keys` closed (dismissed) or open, the others as they were. */
function withTutorials(user: User, keys: readonly TutorialKey[], dismissed: boolean): User {
  const others = user.dismissedTutorials.filter((k) => !(keys as readonly string[]).includes(k));
  return { ...user, dismissedTutorials: dismissed ? [...others, ...keys] : others };
}

/**
 * Saves one tutorial's state to the account. The signed-in user changes at once (the tutorial closes
 * without waiting); a failed save is not worth an alarm and changes nothing back: the tutorial stays
 * as chosen on this page.
 */
function useSaveTutorial() {
  const { updateUser } = useAuth();
  const { mutateAsync } = useApiMutation(SetTutorialDismissedMutation);
  return useCallback(
    (keys: readonly TutorialKey[], dismissed: boolean): Promise<unknown> => {
      if (keys.length === 0) return Promise.resolve();
      updateUser((user) => withTutorials(user, keys, dismissed));
      return Promise.all(keys.map((key) => mutateAsync({ key, dismissed })));
    },
    [updateUser, mutateAsync],
  );
}

/** Whether the user's tutorial `key` is open (never closed, or reopened), with the actions to close and reopen it. */
export function useTutorialState(user: User, key: TutorialKey | null) {
  const local = parse(useSyncExternalStore(subscribe, () => readRaw(user.id)));
  const save = useSaveTutorial();
  const dismissed = key !== null && (user.dismissedTutorials.includes(key) || local.includes(key));
  const dismiss = useCallback(() => {
    if (key !== null) save([key], true).catch(() => undefined);
  }, [key, save]);
  const reopen = useCallback(() => {
    if (key === null) return;
    writeLocal(
      user.id,
      parse(readRaw(user.id)).filter((k) => k !== key),
    );
    save([key], false).catch(() => undefined);
  }, [user.id, key, save]);
  return { open: key !== null && !dismissed, dismiss, reopen };
}

/**
 * Sends the tutorials this browser closed before the account kept them to the account, once per
 * mount: those it lacks; when saved, the browser's list is forgotten (a failed save keeps it for the
 * next visit). Nobody sees a tutorial again that they closed.
 */
export function useLocalTutorialsToAccount(user: User) {
  const save = useSaveTutorial();
  const started = useRef<string | null>(null);
  const { id, dismissedTutorials } = user;
  useEffect(() => {
    const raw = readRaw(id);
    if (raw === null || started.current === id) return;
    started.current = id;
    const missing = parse(raw).filter((key) => !dismissedTutorials.includes(key));
    save(missing, true).then(
      () => writeLocal(id, []),
      () => undefined,
    );
  }, [id, dismissedTutorials, save]);
}
