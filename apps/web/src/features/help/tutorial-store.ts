import { useCallback, useSyncExternalStore } from 'react';
import { TUTORIAL_KEYS, type TutorialKey } from './content/types';

/** localStorage key of the tutorials one user closed in this browser (a JSON list of tutorial keys). */
export function dismissedKey(userId: string): string {
  return `tutorials.dismissed.${userId}`;
}

/** Same-tab writes; other tabs hear the `storage` event. */
const CHANGE_EVENT = 'tutorials-changed';

function readRaw(userId: string): string {
  try {
    return localStorage.getItem(dismissedKey(userId)) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): TutorialKey[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? TUTORIAL_KEYS.filter((key) => value.includes(key)) : [];
  } catch {
    return [];
  }
}

function write(userId: string, keys: readonly TutorialKey[]): void {
  try {
    localStorage.setItem(dismissedKey(userId), JSON.stringify(keys));
  } catch {
    // storage full or blocked: the choice lasts only as long as this page
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

/** Whether one user's tutorial `key` is open (never closed, or reopened), with the actions to close and reopen it. */
export function useTutorialState(userId: string, key: TutorialKey | null) {
  const raw = useSyncExternalStore(subscribe, () => readRaw(userId));
  const dismissed = key !== null && parse(raw).includes(key);
  const dismiss = useCallback(() => {
    if (key === null) return;
    const keys = parse(readRaw(userId));
    if (!keys.includes(key)) write(userId, [...keys, key]);
  }, [userId, key]);
  const reopen = useCallback(() => {
    if (key === null) return;
    write(
      userId,
      parse(readRaw(userId)).filter((k) => k !== key),
    );
  }, [userId, key]);
  return { open: key !== null && !dismissed, dismiss, reopen };
}
