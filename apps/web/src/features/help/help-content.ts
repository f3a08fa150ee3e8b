import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@bakery/core';
import type { HelpContent } from './content/types';

/**
 * The long help texts (terms, privacy, about, FAQ, tutorials) live in one module per language that is fetched on
 * first use, so the first page's script (e.g. /login's) does not carry them.
 */
function importContent(language: Language): Promise<HelpContent> {
  switch (language) {
    case 'de':
      return import('./content/de').then((module) => module.default);
    case 'it':
      return import('./content/it').then((module) => module.default);
    case 'en':
      return import('./content/en').then((module) => module.default);
  }
}

const loaded = new Map<Language, HelpContent>();
const pending = new Map<Language, Promise<HelpContent>>();

/** One language's texts; a failed load is forgotten, so the next call tries again. */
export function loadHelpContent(language: Language): Promise<HelpContent> {
  const existing = pending.get(language);
  if (existing) return existing;
  const promise = importContent(language).then(
    (content) => {
      loaded.set(language, content);
      return content;
    },
    (error: unknown) => {
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, promise);
  return promise;
}

const settled = new Map<Language, Promise<HelpContent | null>>();

/**
 * The help texts as a promise for React's `use`, for a part that waits in a Suspense boundary until they are
 * there (the tutorial appears together with its screen instead of pushing it down later). It resolves to null
 * when they could not be fetched: the tutorial is then left out, and a later language switch tries again.
 */
export function helpContentPromise(language: Language): Promise<HelpContent | null> {
  let promise = settled.get(language);
  if (!promise) {
    promise = loadHelpContent(language).catch(() => null);
    settled.set(language, promise);
  }
  return promise;
}

export type HelpContentState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; content: HelpContent };

/**
 * The help texts in the interface language: at once when already fetched, else after the module arrives. With
 * `enabled` false nothing is fetched (a screen whose tutorial is closed).
 */
export function useHelpContent(enabled = true): HelpContentState {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const [result, setResult] = useState<{ language: Language; error: unknown; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ready = loaded.get(language);

  useEffect(() => {
    if (!enabled || loaded.has(language)) return;
    let active = true;
    loadHelpContent(language).then(
      () => {
        if (active) setResult({ language, error: null, attempt });
      },
      (error: unknown) => {
        if (active) setResult({ language, error: error ?? new Error('help texts not loaded'), attempt });
      },
    );
    return () => {
      active = false;
    };
  }, [enabled, language, attempt]);

  if (ready) return { status: 'ready', content: ready };
  if (result?.error && result.language === language && result.attempt === attempt)
    return { status: 'failed', error: result.error, retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
