import { screen } from '@testing-library/react';
import { DatePicker } from '@mantine/dates';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { DatesLocale } from './DatesLocale';

// The calendars' previous/next buttons had no accessible name (found by the credit-note journey):
// a screen reader said only "button". They are named in the interface language.
describe('DatesLocale', () => {
  it.each([
    ['de', 'Vorheriger Zeitraum', 'Nächster Zeitraum'],
    ['it', 'Periodo precedente', 'Periodo successivo'],
    ['en', 'Previous period', 'Next period'],
  ] as const)('names the calendar controls in %s', async (language, previous, next) => {
    renderUi(
      <DatesLocale>
        <DatePicker defaultDate={new Date(2026, 10, 1)} />
      </DatesLocale>,
      language,
    );
    expect(await screen.findByRole('button', { name: previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});
