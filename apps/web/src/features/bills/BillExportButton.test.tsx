import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { DatesLocale } from '../../i18n/DatesLocale';
import { BillExportButton } from './BillExportButton';

const user = () => userEvent.setup({ delay: null });
const TODAY = new Date(2026, 11, 5); // 5 December 2026: last month is November

interface ExportCall {
  url: string;
  method: string | undefined;
  body: unknown;
  authorization: string | null;
}

/** The export route answering `answer` (after `gate` resolves, when given); the saved file names are kept. */
function exportApi(answer: () => Response, gate?: Promise<void>) {
  installFakeApi();
  const graphql = globalThis.fetch;
  const calls: ExportCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/bills/export') return graphql(url, init);
    calls.push({
      url,
      method: init.method,
      body: JSON.parse(String(init.body)),
      authorization: new Headers(init.headers).get('authorization'),
    });
    await gate;
    return answer();
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  localStorage.setItem('token', 'jwt-bakery');
  return { calls, saved };
}

const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': "attachment; filename*=UTF-8''Rechnungen_2026-11-01_2026-11-30.zip",
    },
  });

const renderExport = (language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <DatesLocale>
      <BillExportButton today={TODAY} />
    </DatesLocale>,
    language,
  );

describe('export for the accountant', () => {
  it('downloads last month’s ZIP with the token and closes', async () => {
    let open!: () => void;
    const api = exportApi(zip, new Promise<void>((resolve) => (open = resolve)));
    renderExport();
    await user().click(screen.getByRole('button', { name: 'Export für Steuerberater' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export für den Steuerberater' });
    expect(dialog).toHaveTextContent('01.11.2026 – 30.11.2026');
    const download = screen.getByRole('button', { name: 'ZIP herunterladen' });
    await user().click(download);
    await waitFor(() => expect(download).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    open();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      {
        url: '/api/bills/export',
        method: 'POST',
        body: { from: '2026-11-01', to: '2026-11-30' },
        authorization: 'Bearer jwt-bakery',
      },
    ]);
    expect(api.saved).toEqual(['Rechnungen_2026-11-01_2026-11-30.zip']);
  });

  it('says why a refused export failed, in the user’s language, and stays open to retry', async () => {
    const api = exportApi(() =>
      Response.json({ errors: [{ message: 'FORBIDDEN', extensions: { code: 'FORBIDDEN' } }] }, { status: 403 }),
    );
    renderExport('en');
    await user().click(screen.getByRole('button', { name: 'Export for the accountant' }));
    await user().click(await screen.findByRole('button', { name: 'Download ZIP' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export failed.');
    expect(alert).toHaveTextContent('You are not allowed to do this.');
    expect(api.saved).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Export for the accountant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
  });
});
