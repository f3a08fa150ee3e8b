import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { renderUi } from '../../test/render-ui';
import { makeProduct, VATS } from '../../test/product-fixtures';
import { ProductForm } from './ProductForm';

const group = (language: 'Deutsch' | 'Italiano' | 'English') => screen.getByRole('group', { name: language });

async function fillTexts(user: UserEvent, skip?: 'Italiano') {
  const rows = [
    ['Deutsch', 'Bauernbrot', 'Roggenmischbrot'],
    ['Italiano', 'Pane contadino', 'Pane misto di segale'],
    ['English', "Farmer's bread", 'Rye mixed bread'],
  ] as const;
  for (const [language, name, description] of rows) {
    if (language === skip) continue;
    await user.click(within(group(language)).getByLabelText(/^Name/));
    await user.paste(name);
    await user.click(within(group(language)).getByLabelText(/^Beschreibung/));
    await user.paste(description);
  }
}

describe('product form', () => {
  it('asks for the VAT rates every 10 s while there are none, then picks the default and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const answers = [[], [], VATS];
      const api = installFakeApi({ Vats: () => data({ vats: answers.shift() ?? VATS }) });
      renderUi(<ProductForm />);
      await waitFor(() => expect(api.callsOf('Vats')).toHaveLength(1));
      vi.advanceTimersByTime(9_999);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsOf('Vats')).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await waitFor(() => expect(api.callsOf('Vats')).toHaveLength(2));
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect(api.callsOf('Vats')).toHaveLength(3));
      // the rates arrived: a new product gets the default 10 %, and nobody asks again
      await waitFor(() => expect(screen.getAllByLabelText('MwSt.-Satz')[0]).toHaveValue('10 %'));
      vi.advanceTimersByTime(60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsOf('Vats')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing Italian name without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ Vats: () => data({ vats: VATS }) });
    renderUi(<ProductForm />);
    await fillTexts(user, 'Italiano');
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '5,20');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '1000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(within(group('Italiano')).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(within(group('Deutsch')).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Felder.');
    expect(api.callsOf('CreateProduct')).toHaveLength(0);
  });

  it('shows the live price preview and sends the right input', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      CreateProduct: () => data({ createProduct: makeProduct() }),
    });
    renderUi(<ProductForm />);
    await fillTexts(user);
    // bakers type the price per piece; the gram price is worked out from the weight
    await user.type(screen.getByLabelText(/^Gewicht ca/), '500');
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '2,60');
    expect(screen.getByTestId('price-preview')).toHaveTextContent('pro Stück: 2,60 €');
    expect(screen.getByTestId('price-preview')).toHaveTextContent('pro kg: 5,20 €');
    await user.click(screen.getByRole('switch', { name: 'Wird gewogen (Preis nach Gewicht)' }));
    await user.type(screen.getByLabelText('Artikelnummer'), ' 1005 ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(api.callsOf('CreateProduct')).toHaveLength(1));
    expect(api.callsOf('CreateProduct')[0]?.variables).toEqual({
      input: {
        names: { de: 'Bauernbrot', it: 'Pane contadino', en: "Farmer's bread" },
        descriptions: { de: 'Roggenmischbrot', it: 'Pane misto di segale', en: 'Rye mixed bread' },
        gramPrice: '0.0052',
        approxWeight: 500,
        haveToWeight: true,
        vatId: 'v10',
        easybackKodex: '1005',
        availableWeekdays: [],
        availableMonthDays: [],
        active: true,
      },
    });
  });

  it('sets days of the month (the 1st and 15th), says them in words and sends them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      CreateProduct: () => data({ createProduct: makeProduct() }),
    });
    renderUi(<ProductForm />);
    await fillTexts(user);
    await user.click(screen.getByRole('radio', { name: 'pro kg' }));
    await user.type(screen.getByLabelText(/^Preis pro kg/), '5,20');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '500');
    expect(screen.getByTestId('available-days')).toHaveTextContent('Verfügbar: jeden Tag');
    await user.click(screen.getByRole('radio', { name: 'Tage im Monat' }));
    const days = screen.getByRole('group', { name: 'Tage im Monat' });
    await user.click(within(days).getByRole('checkbox', { name: '15' }));
    await user.click(within(days).getByRole('checkbox', { name: '1' }));
    expect(screen.getByTestId('available-days')).toHaveTextContent('Verfügbar: am 1. und 15.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('CreateProduct')).toHaveLength(1));
    expect(api.callsOf('CreateProduct')[0]?.variables.input).toMatchObject({
      gramPrice: '0.0052',
      availableWeekdays: [],
      availableMonthDays: [1, 15],
    });
  });

  it('keeps the days of the month of an edited product and switches to weekdays on request', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      UpdateProduct: () => data({ updateProduct: makeProduct() }),
    });
    renderUi(<ProductForm product={makeProduct({ availableDays: 16385, availableMonthDays: [1, 15] })} />, 'en');
    expect(screen.getByRole('radio', { name: 'Days of the month' })).toBeChecked();
    expect(screen.getByTestId('available-days')).toHaveTextContent('Available: on the 1st and 15th');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(1));
    expect(api.callsOf('UpdateProduct')[0]?.variables.input).toMatchObject({
      availableWeekdays: [],
      availableMonthDays: [1, 15],
    });

    await user.click(screen.getByRole('radio', { name: 'Weekdays' }));
    await user.click(screen.getByRole('combobox', { name: 'Available on' }));
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await user.click(await screen.findByRole('option', { name: day }));
    expect(screen.getByTestId('available-days')).toHaveTextContent('Available: every Mon, Wed, Fri');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(2));
    expect(api.callsOf('UpdateProduct')[1]?.variables.input).toMatchObject({
      availableWeekdays: [1, 3, 5],
      availableMonthDays: [],
    });
  });

  it('refuses a price with more than cents and a fractional weight', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ Vats: () => data({ vats: VATS }) });
    renderUi(<ProductForm />);
    await fillTexts(user);
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '0,455');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText(/^Preis pro Stück/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte geben Sie ganze Gramm zwischen 0 und 100000 ein.')).toBeInTheDocument();
    expect(api.callsOf('CreateProduct')).toHaveLength(0);
  });

  it('reads the price with the decimal mark of the language only', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ Vats: () => data({ vats: VATS }) });
    renderUi(<ProductForm />);
    await fillTexts(user);
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '2.60');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '500');
    expect(screen.getByTestId('price-preview')).toHaveTextContent('pro kg: –');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText(/^Preis pro Stück/)).toHaveAccessibleDescription(
      /Bitte geben Sie einen Preis ≥ 0 mit höchstens 6 Nachkommastellen ein./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Felder.');
    expect(api.callsOf('CreateProduct')).toHaveLength(0);
  });

  it("asks an edited product's price per piece, keeps its stored gram price untouched and works out a new one", async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      UpdateProduct: () => data({ updateProduct: makeProduct() }),
    });
    const semmel = makeProduct({ gramPrice: '0.004567', approxWeight: 50, haveToWeight: false });
    renderUi(<ProductForm product={semmel} />);
    expect(screen.getByRole('radio', { name: 'pro Stück' })).toBeChecked();
    expect(screen.getByLabelText(/^Preis pro Stück/)).toHaveValue('0,23');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(1));
    // untouched, the stored gram price keeps its six decimals
    expect(api.callsOf('UpdateProduct')[0]?.variables.input).toMatchObject({ gramPrice: '0.004567' });
    await user.clear(screen.getByLabelText(/^Preis pro Stück/));
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '0,25');
    expect(screen.getByTestId('price-preview')).toHaveTextContent('pro kg: 5,00 €');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(2));
    expect(api.callsOf('UpdateProduct')[1]?.variables.input).toMatchObject({ gramPrice: '0.005' });
    await user.click(screen.getByRole('radio', { name: 'pro kg' }));
    await user.clear(screen.getByLabelText(/^Preis pro kg/));
    await user.type(screen.getByLabelText(/^Preis pro kg/), '4,50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(3));
    expect(api.callsOf('UpdateProduct')[2]?.variables.input).toMatchObject({ gramPrice: '0.0045' });
  });

  it('shows the fields of a BAD_INPUT answer on the matching inputs', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({
      Vats: () => data({ vats: VATS }),
      UpdateProduct: () => gqlError('BAD_INPUT', { fields: ['names.it', 'gramPrice'] }),
    });
    renderUi(<ProductForm product={makeProduct({ availableWeekdays: [1, 5] })} />, 'en');
    expect(within(group('Italiano')).getByLabelText(/^Name/)).toHaveValue('Pane contadino');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(group('Italiano')).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(group('Italiano')).getByLabelText(/^Name/)).toHaveAccessibleDescription(/Please enter a valid text/);
    expect(screen.getByLabelText(/^Price per kg/)).toHaveAccessibleDescription(
      /Please enter a price ≥ 0 with at most 6 decimals/,
    );
    expect(within(group('Deutsch')).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your entries.');
  });
});

describe('/product/edit/:id/:name', () => {
  it('says clearly when the product does not exist', async () => {
    installFakeApi({
      Me: () => data({ me: makeUser() }),
      Product: () => gqlError('NOT_FOUND'),
    });
    signInStored();
    renderApp('/product/edit/999/weg');
    expect(await screen.findByText('Produkt nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Produktliste' })).toHaveAttribute('href', '/products');
  });
});
