import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import it_ from './it';
import { TUTORIAL_KEYS } from '@bakery/core/tutorials';
import type { HelpContent } from './types';

const CONTENT: Record<string, HelpContent> = { de, it: it_, en };

const text = (sections: HelpContent['tos']) => sections.flatMap((s) => [s.heading, ...s.paragraphs]).join(' ');
const faqText = (content: HelpContent) =>
  content.faq.flatMap((group) => group.items.flatMap((item) => [item.question, item.answer])).join(' ');

describe('help texts', () => {
  it.each(Object.entries(CONTENT))('state the service price and the legal periods in the terms (%s)', (_, content) => {
    const terms = text(content.tos);
    expect(terms).toMatch(/3[.,]00 EUR/);
    expect(terms).toMatch(/30 (Tagen|giorni|days)/);
    expect(terms).toMatch(/14 (Tagen|giorni|days)/);
    const privacy = text(content.privacy);
    expect(privacy).toMatch(/sw_consent[^.]*150/);
    expect(privacy).toMatch(/sw_lang/);
    expect(privacy).toMatch(/SdI/);
    expect(privacy).toMatch(/(eines Monats|entro un mese|within one month)/);
  });

  it.each(Object.entries(CONTENT))('name the plan fee given to the terms of /plans (%s)', (_, content) => {
    const terms = content.planTerms('9,99 €');
    expect(terms[0]).toContain('9,99 €');
    expect(terms.join(' ')).toMatch(/30/);
    expect(terms.join(' ')).toMatch(/14/);
  });

  it('have the same FAQ groups, tutorial screens and section counts in every language', () => {
    for (const content of Object.values(CONTENT)) {
      expect(content.faq.map((g) => [g.id, g.items.length])).toEqual(de.faq.map((g) => [g.id, g.items.length]));
      expect(Object.keys(content.tutorials).sort()).toEqual([...TUTORIAL_KEYS].sort());
      for (const key of TUTORIAL_KEYS) {
        expect(content.tutorials[key].steps.length).toBe(de.tutorials[key].steps.length);
        expect(content.tutorials[key].title).not.toBe('');
      }
      expect(content.tos).toHaveLength(de.tos.length);
      expect(content.privacy).toHaveLength(de.privacy.length);
    }
  });

  it.each([
    ['de', /Bestellschluss/, /SdI/, /Passwort vergessen/, /Italienisch und Englisch/, /Gäste abrechnen/],
    ['it', /termine/, /SdI/, /Password dimenticata/, /italiano e inglese/, /Fattura ospiti/],
    ['en', /deadline/, /SdI/, /Forgot password/, /Italian and English/, /Bill guests/],
  ] as const)(
    'answer deadline, e-invoice, password, language and guest-billing questions (%s)',
    (language, ...topics) => {
      const faq = faqText(CONTENT[language] as HelpContent);
      for (const topic of topics) expect(faq).toMatch(topic);
    },
  );
});
