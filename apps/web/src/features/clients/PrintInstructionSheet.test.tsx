import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { PrintInstructionSheet } from './PrintInstructionSheet';

const PARAMS = {
  language: 'en',
  username: 'Room 12',
  password: 'Ab3dEf6hIj9k',
  host: 'Hotel Post',
  bakery: 'Bäckerei Huber',
  deadline: '17:30',
  bakeryID: '7',
  from: '2026-11-20',
  to: '2026-11-25',
};

describe('print instruction sheet', () => {
  it("is written in the guest's language with all data and the QR code", async () => {
    renderUi(
      <PrintInstructionSheet
        params={PARAMS}
        signInUrl="http://bakery.test/guest?token=abc"
        guestAppUrl="https://guest.brotzeit.test"
      />,
      'de',
    );
    expect(screen.getByRole('heading', { name: 'Ordering bread during your stay' })).toBeInTheDocument();
    expect(screen.getByTestId('sheet-password')).toHaveTextContent('Ab3dEf6hIj9k');
    expect(screen.getByText('Room 12')).toBeInTheDocument();
    expect(screen.getByText('Your stay: 20.11.2026 – 25.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Order by 17:30 for delivery the next morning.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Scan the QR code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });

  it('refuses to generate with missing or broken data', () => {
    renderUi(<PrintInstructionSheet params={{ ...PARAMS, deadline: '-' }} signInUrl={null} guestAppUrl={null} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Instructions cannot be generated until all data is filled.');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('refuses a stay that ends before it starts', () => {
    renderUi(
      <PrintInstructionSheet params={{ ...PARAMS, from: '2026-11-26' }} signInUrl={null} guestAppUrl={null} />,
      'en',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Instructions cannot be generated until all data is filled.');
  });
});

describe('print instruction sheet as PDF', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the PDF of the guest with the password and saves it under the name the server gives', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('%PDF-1.3', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''Instructions-Room-12.pdf",
        },
      });
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    localStorage.setItem('token', 'jwt-host');
    renderUi(<PrintInstructionSheet params={PARAMS} signInUrl={null} guestAppUrl={null} guestId="41" />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Instructions-Room-12.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/guests/41/instruction-sheet.pdf');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ password: 'Ab3dEf6hIj9k' });
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer jwt-host');
    click.mockRestore();
  });

  it("shows the server's refusal in the viewer's language", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }, { status: 404 }),
    );
    renderUi(<PrintInstructionSheet params={PARAMS} signInUrl={null} guestAppUrl={null} guestId="41" />, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('alert').textContent).not.toContain('NOT_FOUND');
  });

  it('offers no PDF without the guest (opened from an address alone)', () => {
    renderUi(<PrintInstructionSheet params={PARAMS} signInUrl={null} guestAppUrl={null} />, 'en');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
