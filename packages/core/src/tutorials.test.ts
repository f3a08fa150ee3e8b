import { describe, expect, it } from 'vitest';
import { isTutorialKey, knownTutorialKeys, TUTORIAL_KEYS } from './tutorials';

describe('tutorial keys', () => {
  it('are unique', () => {
    expect(new Set(TUTORIAL_KEYS).size).toBe(TUTORIAL_KEYS.length);
  });

  it('recognise only listed keys, exactly', () => {
    expect(isTutorialKey('compile')).toBe(true);
    expect(isTutorialKey('Compile')).toBe(false);
    expect(isTutorialKey('compile ')).toBe(false);
    expect(isTutorialKey('toString')).toBe(false);
    expect(isTutorialKey(3)).toBe(false);
  });

  it('keep only known keys, each once, in the list order', () => {
    expect(knownTutorialKeys(['messages', 'nonsense', 'dashboard', 'messages', 7])).toEqual(['dashboard', 'messages']);
    expect(knownTutorialKeys([])).toEqual([]);
  });
});
