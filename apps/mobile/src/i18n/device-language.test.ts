import { getLocales } from 'expo-localization';
import { deviceLanguage } from './device-language';

// The device's language settings are the boundary here: expo-localization reads them natively.
jest.mock('expo-localization', () => ({ getLocales: jest.fn() }));
const locales = getLocales as jest.MockedFunction<typeof getLocales>;

function tags(...languageTags: string[]) {
  return languageTags.map((languageTag) => ({
    languageTag,
    languageCode: languageTag.split('-')[0] ?? null,
  })) as unknown as ReturnType<typeof getLocales>;
}

test.each([
  [['it-IT'], 'it'],
  [['en-US', 'de-DE'], 'en'],
  [['fr-FR', 'it-CH'], 'it'],
  [['fr-FR'], 'de'],
  [[], 'de'],
])('device languages %j → %s', (languageTags, expected) => {
  locales.mockReturnValue(tags(...languageTags));
  expect(deviceLanguage()).toBe(expected);
});
