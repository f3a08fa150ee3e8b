import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '@mantine/notifications';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeProduct } from '../../test/product-fixtures';
import { ProductList } from './ProductList';

const BREAD = makeProduct();
const ROLL = makeProduct({
  id: '12',
  name: 'Semmel',
  names: { de: 'Semmel', it: 'Rosetta', en: 'Bread roll' },
  displayOrder: 1,
});
const PRETZEL = makeProduct({
  id: '13',
  name: 'Brezel',
  names: { de: 'Brezel', it: 'Brezel', en: 'Pretzel' },
  displayOrder: 2,
});

const names = () => screen.getAllByTestId('product-card').map((card) => card.getAttribute('aria-label'));

/** jsdom lays nothing out: give each card a 100 px slot by its place in the list, so dnd-kit can measure. */
function layOutCards() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const card = this.closest('[data-testid="product-card"]');
    const index = card ? screen.getAllByTestId('product-card').indexOf(card as HTMLElement) : -1;
    const top = index < 0 ? 0 : index * 100;
    const height = index < 0 ? 0 : 90;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + height,
      width: 600,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('display order of the product list', () => {
  let layout: ReturnType<typeof layOutCards>;
  beforeEach(() => {
    layout = layOutCards();
  });
  afterEach(() => layout.mockRestore());

  it('drags a product down with the keyboard and stores its new position', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Products: () => data({ products: { items: [BREAD, ROLL, PRETZEL], total: 3 } }),
      MoveProduct: (variables) => data({ moveProduct: { ...BREAD, displayOrder: Number(variables.position) - 1 } }),
    });
    renderUi(<ProductList />);
    const handle = await screen.findByRole('button', { name: 'Verschieben: Bauernbrot' });
    act(() => handle.focus());
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.callsOf('MoveProduct')[0]?.variables).toEqual({ id: '11', position: 2 }));
    expect(names()).toEqual(['Semmel', 'Bauernbrot', 'Brezel']);
  });

  it('shows the new order at once and rolls back with a message when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: unknown) => void = () => undefined;
    installFakeApi({
      Products: () => data({ products: { items: [BREAD, ROLL], total: 2 } }),
      MoveProduct: () => new Promise((resolve) => (answer = resolve)).then(() => gqlError('NOT_FOUND')),
    });
    renderUi(
      <>
        <Notifications />
        <ProductList />
      </>,
    );
    const bread = await screen.findByRole('listitem', { name: 'Bauernbrot' });
    await user.click(within(bread).getByRole('button', { name: 'Nach unten' }));
    await waitFor(() => expect(names()).toEqual(['Semmel', 'Bauernbrot'])); // optimistic
    answer(null);
    await waitFor(() => expect(names()).toEqual(['Bauernbrot', 'Semmel']));
    expect(
      await screen.findByText(
        /Die neue Reihenfolge konnte nicht gespeichert werden; die vorherige wurde wiederhergestellt\./,
      ),
    ).toBeInTheDocument();
  });

  it('resets the order alphabetically only after confirmation and loads the list again', async () => {
    const user = userEvent.setup({ delay: null });
    let reset = false;
    const api = installFakeApi({
      Products: () => data({ products: { items: reset ? [BREAD, PRETZEL, ROLL] : [ROLL, BREAD, PRETZEL], total: 3 } }),
      ResetDisplayOrder: () => {
        reset = true;
        return data({ resetDisplayOrder: 3 });
      },
    });
    renderUi(<ProductList />);
    await screen.findByRole('listitem', { name: 'Semmel' });
    await user.click(screen.getByRole('button', { name: 'Reihenfolge zurücksetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reihenfolge zurücksetzen?' });
    expect(within(dialog).getByText(/alphabetisch nach ihrem deutschen Namen/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.callsOf('ResetDisplayOrder')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reihenfolge zurücksetzen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reihenfolge zurücksetzen?' })).getByRole('button', {
        name: 'Zurücksetzen',
      }),
    );
    await waitFor(() => expect(api.callsOf('ResetDisplayOrder')).toHaveLength(1));
    await waitFor(() => expect(names()).toEqual(['Bauernbrot', 'Brezel', 'Semmel']));
  });

  it('pages beyond 500 products and keeps sorting on every page', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Products: (variables) =>
        data({ products: { items: variables.page === 1 ? [PRETZEL] : [BREAD, ROLL], total: 501 } }),
    });
    renderUi(<ProductList />);
    await screen.findByRole('listitem', { name: 'Bauernbrot' });
    expect(screen.getByRole('button', { name: 'Verschieben: Bauernbrot' })).toBeEnabled();
    expect(screen.queryByText(/Zum Sortieren die Suche leeren/)).not.toBeInTheDocument();
    expect(screen.getByText('Produkte 1–2 von 501')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    const pretzel = await screen.findByRole('listitem', { name: 'Brezel' });
    expect(api.callsOf('Products').at(-1)?.variables).toEqual({ page: 1, search: null, includeInactive: true });
    expect(within(pretzel).getByRole('button', { name: 'Verschieben: Brezel' })).toBeEnabled();
    expect(within(pretzel).getByRole('button', { name: 'Nach oben' })).toBeEnabled(); // first of page 2, not of the catalogue
    expect(within(pretzel).getByRole('button', { name: 'Nach unten' })).toBeDisabled(); // the last of 501
  });

  it('moves the first product of page 2 up onto page 1 and loads the page again', async () => {
    const user = userEvent.setup({ delay: null });
    let moved = false;
    const api = installFakeApi({
      Products: (variables) =>
        data({ products: { items: variables.page === 1 ? (moved ? [ROLL] : [PRETZEL]) : [BREAD, ROLL], total: 501 } }),
      MoveProduct: (variables) => {
        moved = true;
        return data({ moveProduct: { ...PRETZEL, displayOrder: Number(variables.position) - 1 } });
      },
    });
    renderUi(<ProductList />);
    await screen.findByRole('listitem', { name: 'Bauernbrot' });
    await user.click(screen.getByRole('button', { name: '2' }));
    const pretzel = await screen.findByRole('listitem', { name: 'Brezel' });
    await user.click(within(pretzel).getByRole('button', { name: 'Nach oben' }));
    await waitFor(() => expect(api.callsOf('MoveProduct')[0]?.variables).toEqual({ id: '13', position: 500 }));
    expect(await screen.findByRole('listitem', { name: 'Semmel' })).toBeInTheDocument();
    expect(names()).toEqual(['Semmel']);
  });

  it('moves a product to a typed position on another page', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Products: () => data({ products: { items: [BREAD, ROLL], total: 501 } }),
      MoveProduct: (variables) => data({ moveProduct: { ...BREAD, displayOrder: Number(variables.position) - 1 } }),
    });
    renderUi(
      <>
        <Notifications />
        <ProductList />
      </>,
    );
    const bread = await screen.findByRole('listitem', { name: 'Bauernbrot' });
    await user.click(within(bread).getByRole('button', { name: 'Position 1 von 501: Bauernbrot verschieben' }));
    const field = await screen.findByRole('textbox', { name: 'Neue Position (1–501)' });
    await user.clear(field);
    await user.type(field, '501{Enter}');
    await waitFor(() => expect(api.callsOf('MoveProduct')[0]?.variables).toEqual({ id: '11', position: 501 }));
    expect(await screen.findByText('„Bauernbrot“ steht jetzt an Position 501 (Seite 2).')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('Products')).toHaveLength(2)); // the page is loaded again
  });
});
