import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { makeProduct, VATS } from '../../test/product-fixtures';

const BREAD = makeProduct();
/** What the list has of the bread: the list's query asks no descriptions, day lists or display order. */
const { descriptions: _d, availableWeekdays: _w, availableMonthDays: _m, displayOrder: _o, ...LISTED_BREAD } = BREAD;

type Answer = ReturnType<typeof data>;
/** An answer the test hands over when it wants, to see the screen while it waits. */
function deferred() {
  let resolve: (answer: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((done) => (resolve = done));
  return { promise, resolve };
}

const group = (language: 'Deutsch' | 'Italiano' | 'English') => screen.getByRole('group', { name: language });
const description = (language: 'Deutsch' | 'Italiano' | 'English') =>
  within(group(language)).getByLabelText(/^Beschreibung/);

describe('product editor (/product/edit/:id/:name)', () => {
  it('loads the product with its descriptions when it opens from the list, the dots under the title until then', async () => {
    const user = userEvent.setup({ delay: null });
    const product = deferred();
    const api = installFakeApi({
      Me: () => data({ me: makeUser() }),
      Products: () => data({ products: { items: [LISTED_BREAD], total: 1 } }),
      Product: () => product.promise,
      Vats: () => data({ vats: VATS }),
    });
    signInStored();
    renderApp('/products');
    await user.click(await screen.findByRole('link', { name: 'Bearbeiten: Bauernbrot' }, { timeout: 15_000 }));

    // the list's answer has no descriptions: the editor asks for this one product
    await waitFor(() => expect(api.callsOf('Product')).toHaveLength(1));
    expect(api.callsOf('Product')[0]?.variables).toEqual({ id: '11' });
    expect(api.callsOf('Product')[0]?.query).toMatch(/descriptions\s*\{\s*de\s+it\s+en\s*\}/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt Bauernbrot bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Wird geladen…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Produktliste' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();

    product.resolve(data({ product: BREAD }));
    expect(await screen.findByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Wird geladen…' })).not.toBeInTheDocument();
    expect(description('Deutsch')).toHaveValue('Roggenmischbrot');
    expect(description('Italiano')).toHaveValue('Pane misto di segale');
    expect(description('English')).toHaveValue('Rye mixed bread');
  });

  it('opened by its address, says it is loading under a general title', async () => {
    const product = deferred();
    installFakeApi({
      Me: () => data({ me: makeUser() }),
      Product: () => product.promise,
      Vats: () => data({ vats: VATS }),
    });
    signInStored();
    renderApp('/product/edit/11/bauernbrot');
    // the editor's frame (the app's own dots while it signs in come before it)
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Wird geladen…' })).toBeInTheDocument();
    product.resolve(data({ product: BREAD }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt Bauernbrot bearbeiten' })).toBeInTheDocument();
  });

  it('keeps what the user typed when the product loads again, and saves the descriptions with the rest', async () => {
    const user = userEvent.setup({ delay: null });
    const queryClient = createQueryClient({ retry: false });
    let answer = BREAD;
    const api = installFakeApi({
      Me: () => data({ me: makeUser() }),
      Product: () => data({ product: answer }),
      Vats: () => data({ vats: VATS }),
      UpdateProduct: () => data({ updateProduct: answer }),
      Products: () => data({ products: { items: [LISTED_BREAD], total: 1 } }),
    });
    signInStored();
    renderApp('/product/edit/11/bauernbrot', { queryClient });
    await screen.findByRole('button', { name: 'Speichern' });
    await user.clear(description('Deutsch'));
    await user.type(description('Deutsch'), 'Mit Sauerteig');

    // another answer of product(id) arrives (a refetch): the form keeps the user's text
    answer = makeProduct({
      name: 'Bauernlaib',
      descriptions: { de: 'Vom Server', it: 'Dal server', en: 'From the server' },
    });
    await queryClient.refetchQueries({ queryKey: ['Product'] });
    expect(api.callsOf('Product')).toHaveLength(2);
    // the new answer is on the screen (the title), the form still holds what it was given and typed
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt Bauernlaib bearbeiten' })).toBeInTheDocument();
    expect(description('Deutsch')).toHaveValue('Mit Sauerteig');
    expect(description('Italiano')).toHaveValue('Pane misto di segale');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(1));
    expect(api.callsOf('UpdateProduct')[0]?.variables).toMatchObject({
      id: '11',
      input: {
        names: BREAD.names,
        descriptions: { de: 'Mit Sauerteig', it: 'Pane misto di segale', en: 'Rye mixed bread' },
      },
    });
  });
});
