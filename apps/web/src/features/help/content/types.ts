/** The long help texts of one language: legal pages, about, FAQ, plan terms and the screen tutorials. */
import type { TutorialKey } from '@bakery/core/tutorials';

/** A titled part of a legal page; each paragraph is one block of text. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** FAQ questions of one audience. */
export interface FaqGroup {
  id: 'bakery' | 'host' | 'guest' | 'private' | 'account';
  title: string;
  items: readonly FaqItem[];
}

export interface Tutorial {
  title: string;
  steps: readonly string[];
}

/** Terms of the service shown on /plans, given the bakery plan's price as shown ("3,00 €"). */
export type PlanTerms = (fee: string) => readonly string[];

export interface HelpContent {
  /** "Stand: 27.11.2026" — when the legal texts last changed. */
  updated: string;
  tos: readonly TextSection[];
  privacy: readonly TextSection[];
  about: readonly string[];
  planTermsTitle: string;
  planTerms: PlanTerms;
  faq: readonly FaqGroup[];
  /** One per screen of core's TUTORIAL_KEYS (the list the server also checks closed tutorials against). */
  tutorials: Readonly<Record<TutorialKey, Tutorial>>;
}
