import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BakerySettings } from '../../api/operations';
import { data, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { OtherSettingsForm } from './OtherSettingsForm';

const SETTINGS: BakerySettings = {
  createBills: true,
  ignoreDeadline: false,
  deliversSaturday: true,
  deliversSunday: false,
  takeaway: false,
  deliveryCost: '2.50',
  deliveryCostMin: '20.00',
  deadline: null,
  timeZone: 'Europe/Rome',
};

function settingsApi() {
  return installFakeApi({
    BakerySettings: () => data({ bakerySettings: SETTINGS }),
    UpdateBakerySettings: (variables) =>
      data({ updateBakerySettings: { ...SETTINGS, ...(variables.input as Partial<BakerySettings>) } }),
  });
}
const user = () => userEvent.setup({ delay: null });

describe('settings: other settings', () => {
  it('explains the delivery cost and the deadline live', async () => {
    const u = user();
    settingsApi();
    renderUi(<OtherSettingsForm />);
    const cost = await screen.findByTestId('cost-explanation');
    expect(cost).toHaveTextContent('Die Lieferung kostet 2,50 € und ist ab einem Bestellwert von 20,00 € kostenlos.');
    const min = screen.getByRole('textbox', { name: /^Kostenlos ab Bestellwert/ });
    await u.clear(min);
    await u.type(min, '0');
    expect(cost).toHaveTextContent('Jede Lieferung kostet 2,50 €.');
    expect(screen.getByTestId('deadline-explanation')).toHaveTextContent(
      'Bestellungen für einen Liefertag sind bis 18:00 Uhr am Vortag möglich (Zeitzone Europe/Rome).',
    );
    await u.type(screen.getByRole('textbox', { name: /^Bestellschluss \(HH:MM\)/ }), '17:30');
    expect(screen.getByTestId('deadline-explanation')).toHaveTextContent('bis 17:30 Uhr');
    await u.click(screen.getByRole('switch', { name: /Nur Abholung/ }));
    expect(cost).toHaveTextContent('Nur Abholung: Es fallen keine Lieferkosten an.');
  });

  it('refuses negative or over-precise amounts and a bad deadline without a call', async () => {
    const u = user();
    const api = settingsApi();
    renderUi(<OtherSettingsForm />);
    const costInput = await screen.findByRole('textbox', { name: /^Lieferkosten pro Bestellung/ });
    await u.clear(costInput);
    await u.type(costInput, '-1');
    const min = screen.getByRole('textbox', { name: /^Kostenlos ab Bestellwert/ });
    await u.clear(min);
    await u.type(min, '1,234');
    await u.type(screen.getByRole('textbox', { name: /^Bestellschluss \(HH:MM\)/ }), '25:00');
    await u.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await screen.findByText('Bitte geben Sie einen Betrag ≥ 0 mit höchstens 2 Nachkommastellen ein, z. B. 2,50.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie einen Betrag ≥ 0 mit höchstens 2 Nachkommastellen ein, z. B. 20,00.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Bitte geben Sie eine Uhrzeit im Format HH:MM ein, z. B. 18:00.').length,
    ).toBeGreaterThan(0);
    expect(api.callsOf('UpdateBakerySettings')).toHaveLength(0);
  });

  it('reads amounts with the decimal mark of the language only', async () => {
    const u = user();
    const api = settingsApi();
    renderUi(<OtherSettingsForm />, 'en');
    const costInput = await screen.findByRole('textbox', { name: /^Delivery cost per order/ });
    expect(costInput).toHaveValue('2.50');
    await u.clear(costInput);
    await u.type(costInput, '2,50');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Please enter an amount ≥ 0 with at most 2 decimals, e.g. 2.50.'),
    ).toBeInTheDocument();
    expect(api.callsOf('UpdateBakerySettings')).toHaveLength(0);
    await u.clear(costInput);
    await u.type(costInput, '2.75');
    await u.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.callsOf('UpdateBakerySettings')[0]?.variables.input).toMatchObject({ deliveryCost: '2.75' }),
    );
  });

  it('saves the flags, amounts as decimals and the deadline', async () => {
    const u = user();
    const api = settingsApi();
    renderUi(<OtherSettingsForm />);
    await u.click(await screen.findByRole('switch', { name: /Lieferung am Sonntag/ }));
    const costInput = screen.getByRole('textbox', { name: /^Lieferkosten pro Bestellung/ });
    await u.clear(costInput);
    await u.type(costInput, '3,5');
    await u.type(screen.getByRole('textbox', { name: /^Bestellschluss \(HH:MM\)/ }), '17:30');
    await u.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateBakerySettings')).toHaveLength(1));
    expect(api.callsOf('UpdateBakerySettings')[0]?.variables.input).toEqual({
      createBills: true,
      ignoreDeadline: false,
      deliversSaturday: true,
      deliversSunday: true,
      takeaway: false,
      deliveryCost: '3.50',
      deliveryCostMin: '20.00',
      deadline: '17:30',
      timeZone: 'Europe/Rome',
    });
  });
});
