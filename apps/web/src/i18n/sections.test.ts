import { describe, expect, it } from 'vitest';
import { resources } from './index';
import * as publicDe from 'virtual:public-catalogue/de';
import * as publicEn from 'virtual:public-catalogue/en';
import * as publicIt from 'virtual:public-catalogue/it';
import { PUBLIC_SECTIONS, SIGNED_IN_SECTIONS } from './sections';

/** The German catalogue as the app translates with it: its file with the shared texts (the errors). */
const de = resources.de.translation;

describe('the catalogue in two parts', () => {
  it('places every section of the catalogue in exactly one part', () => {
    const placed = [...PUBLIC_SECTIONS, ...SIGNED_IN_SECTIONS];
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(Object.keys(de).sort());
  });

  it('gives the signed-out pages exactly the public sections in every language', () => {
    for (const part of [publicDe, publicIt, publicEn]) {
      expect(Object.keys(part).sort()).toEqual([...PUBLIC_SECTIONS].sort());
    }
    expect(publicDe.auth).toEqual(de.auth);
  });
});
