import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Media } from '../../api/operations';
import { uploadMedia } from '../../api/upload';
import { data, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { ProductCard } from './ProductCard';
import { makeProduct, VATS } from '../../test/product-fixtures';
import { ProductForm } from './ProductForm';
import { ProductThumbField } from './ProductThumbField';

// The upload goes through XMLHttpRequest to POST /api/media; the component tests replace it.
vi.mock('../../api/upload', () => ({ MAX_UPLOAD_BYTES: 10 * 1024 * 1024, uploadMedia: vi.fn() }));
const upload = vi.mocked(uploadMedia);

const media = (id: string): Media => ({
  id,
  url: `/media/${id}-medium.webp`,
  formats: {
    thumbnail: `/media/${id}-thumbnail.webp`,
    small: `/media/${id}-small.webp`,
    medium: `/media/${id}-medium.webp`,
  },
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'brot.jpg', { type: 'image/jpeg' });

function Harness({ initial = null, onChange }: { initial?: Media | null; onChange?: (m: Media | null) => void }) {
  const [value, setValue] = useState<Media | null>(initial);
  return (
    <ProductThumbField
      value={value}
      alt="Bauernbrot"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

beforeEach(() => {
  upload.mockReset();
});

describe('product image field', () => {
  it('uploads the chosen file with visible progress and shows the preview', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (m: Media) => void = () => undefined;
    upload.mockImplementation((_file, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const changed = vi.fn();
    renderUi(<Harness onChange={changed} />);
    expect(screen.getByRole('group', { name: 'Produktbild' })).toBeInTheDocument();
    expect(screen.getByTestId('thumb-placeholder')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Bild wählen'), photo());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'brot.jpg' }), expect.any(Function));
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish(media('m1'));

    const image = await screen.findByRole('img', { name: 'Bild von Bauernbrot' });
    expect(image).toHaveAttribute('src', '/media/m1-small.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith(media('m1'));
    expect(screen.getByRole('button', { name: 'Bild ersetzen' })).toBeInTheDocument();
  });

  it('says in the chosen language why a file was refused', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    upload.mockRejectedValue(new ApiError('MEDIA_NOT_AN_IMAGE'));
    const changed = vi.fn();
    renderUi(<Harness onChange={changed} />, 'it');
    await user.upload(screen.getByLabelText('Scegli immagine'), new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Questo file non è un'immagine.");
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByTestId('thumb-placeholder')).toBeInTheDocument();
  });

  it('removes the image', async () => {
    const user = userEvent.setup({ delay: null });
    const changed = vi.fn();
    renderUi(<Harness initial={media('m2')} onChange={changed} />, 'en');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(changed).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('thumb-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });
});

describe('product image in the form and the list', () => {
  it('on create: uploads first, creates the product, then attaches the image to the new id', async () => {
    const user = userEvent.setup({ delay: null });
    upload.mockResolvedValue(media('m3'));
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      CreateProduct: () => data({ createProduct: makeProduct({ id: '42' }) }),
      SetProductThumb: () => data({ setProductThumb: { id: '42', thumb: media('m3') } }),
    });
    renderUi(<ProductForm />);
    for (const [language, name] of [
      ['Deutsch', 'Bauernbrot'],
      ['Italiano', 'Pane contadino'],
      ['English', "Farmer's bread"],
    ] as const) {
      const group = screen.getByRole('group', { name: language });
      await user.click(within(group).getByLabelText(/^Name/));
      await user.paste(name);
      await user.click(within(group).getByLabelText(/^Beschreibung/));
      await user.paste('Roggenmischbrot');
    }
    await user.type(screen.getByLabelText(/^Preis pro Stück/), '2,60');
    await user.type(screen.getByLabelText(/^Gewicht ca/), '500');
    await user.upload(screen.getByLabelText('Bild wählen'), photo());
    expect(await screen.findByRole('img', { name: 'Bild von Bauernbrot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(api.callsOf('SetProductThumb')).toHaveLength(1));
    expect(api.callsOf('SetProductThumb')[0]?.variables).toEqual({ productId: '42', mediaId: 'm3' });
    expect(api.calls.map((c) => c.operationName).filter((n) => n !== 'Vats')).toEqual([
      'CreateProduct',
      'SetProductThumb',
    ]);
  });

  it('on edit: removing the image detaches it when saving, and nothing is sent when it is unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Vats: () => data({ vats: VATS }),
      UpdateProduct: () => data({ updateProduct: makeProduct({ thumb: null }) }),
      RemoveProductThumb: () => data({ removeProductThumb: { id: '11' } }),
    });
    const { unmount } = renderUi(<ProductForm product={makeProduct({ thumb: media('m4') })} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateProduct')).toHaveLength(1));
    expect(api.callsOf('RemoveProductThumb')).toHaveLength(0);
    unmount();

    renderUi(<ProductForm product={makeProduct({ thumb: media('m4') })} />);
    await user.click(screen.getByRole('button', { name: 'Bild entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('RemoveProductThumb')).toHaveLength(1));
    expect(api.callsOf('RemoveProductThumb')[0]?.variables).toEqual({ productId: '11' });
  });

  it('shows the thumbnail in the list lazily with the product name, or a neutral placeholder', () => {
    const card = (thumb: Media | null) => (
      <ProductCard
        product={makeProduct({ thumb })}
        language="de"
        isFirst
        isLast
        canReorder={false}
        busy={false}
        onToggle={vi.fn()}
        onDelete={vi.fn()}
        onMove={vi.fn()}
        position={1}
        total={1}
        onMoveTo={vi.fn()}
      />
    );
    const { unmount } = renderUi(card(media('m5')));
    const image = screen.getByRole('img', { name: 'Bauernbrot' });
    expect(image).toHaveAttribute('src', '/media/m5-thumbnail.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();
    renderUi(card(null));
    expect(screen.queryByRole('img', { name: 'Bauernbrot' })).not.toBeInTheDocument();
    expect(screen.getByTestId('thumb-placeholder')).toBeInTheDocument();
  });
});
