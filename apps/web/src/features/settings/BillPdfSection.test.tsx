import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Media } from '../../api/operations';
import { uploadMedia } from '../../api/upload';
import { data, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { logo, makeDocumentSettings } from './documents-fixtures';
import { DocumentsPanel } from './DocumentsPanel';

// The upload goes through XMLHttpRequest to POST /api/media; the component tests replace it.
vi.mock('../../api/upload', () => ({ MAX_UPLOAD_BYTES: 10 * 1024 * 1024, uploadMedia: vi.fn() }));
const upload = vi.mocked(uploadMedia);
const user = () => userEvent.setup({ delay: null });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  upload.mockReset();
});

describe('settings: documents → bill PDF', () => {
  it('uploads a logo with progress, previews it, and saves it with the header and footer lines', async () => {
    const u = user();
    let finish: (m: Media) => void = () => undefined;
    upload.mockImplementation((_file, onProgress) => (onProgress?.(0.5), new Promise((resolve) => (finish = resolve))));
    const api = installFakeApi({
      DocumentSettings: () => data({ documentSettings: makeDocumentSettings() }),
      UpdateDocumentSettings: () =>
        data({
          updateDocumentSettings: makeDocumentSettings({ pdfLogo: logo('7'), pdfHeader: 'Bäckerei Mair\nLauben 12' }),
        }),
    });
    renderUi(<DocumentsPanel />);
    expect(await screen.findByTestId('logo-placeholder')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Logo wählen'), png());
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled(); // the form waits for the upload
    finish(logo('7'));
    expect(await screen.findByRole('img', { name: 'Logo auf der Rechnung' })).toHaveAttribute(
      'src',
      '/media/7-small.webp',
    );

    await u.click(screen.getByRole('textbox', { name: 'Kopfzeile' }));
    await u.paste('Bäckerei Mair\nLauben 12');
    await u.click(screen.getByRole('textbox', { name: 'Fußzeile' }));
    await u.paste('   ');
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toEqual({
      input: { pdfHeader: 'Bäckerei Mair\nLauben 12', pdfLogoId: '7' },
    });
  });

  it('removes the logo (sent as null) and refuses a header of more than 6 lines before sending', async () => {
    const u = user();
    const api = installFakeApi({
      DocumentSettings: () => data({ documentSettings: makeDocumentSettings({ pdfLogo: logo('3') }) }),
      UpdateDocumentSettings: () => data({ updateDocumentSettings: makeDocumentSettings() }),
    });
    renderUi(<DocumentsPanel />, 'en');
    await u.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(screen.getByTestId('logo-placeholder')).toBeInTheDocument();
    const header = screen.getByRole('textbox', { name: 'Header' });
    await u.click(header);
    await u.paste('1\n2\n3\n4\n5\n6\n7');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long: at most 6 lines and 500 characters.')).toBeInTheDocument();
    expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(0);
    await u.clear(header);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toEqual({ input: { pdfLogoId: null } });
  });

  it('says in Italian why an upload was refused, keeping the logo as it was', async () => {
    const u = userEvent.setup({ delay: null, applyAccept: false });
    upload.mockRejectedValue(new ApiError('MEDIA_NOT_AN_IMAGE'));
    installFakeApi({ DocumentSettings: () => data({ documentSettings: makeDocumentSettings() }) });
    renderUi(<DocumentsPanel />, 'it');
    await u.upload(await screen.findByLabelText('Scegli logo'), new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Questo file non è un'immagine.");
    expect(screen.getByTestId('logo-placeholder')).toBeInTheDocument();
  });
});
