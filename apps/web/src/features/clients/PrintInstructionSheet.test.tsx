import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { PrintInstructionSheet } from './PrintInstructionSheet';

const PARAMS = { language: 'en', username: 'Room 12', password: 'Ab3dEf6hIj9k', host: 'Hotel Post', bakery: 'Bäckerei Huber', deadline: '17:30', bakeryID: '7', from: '2026-11-20', to: '2026-11-25' };

describe('print instruction sheet', () => {
  it("is written in the guest's language with all data and the QR code", async () => {
    renderUi(<PrintInstructionSheet params={PARAMS} signInUrl="http://bakery.test/guest?token=abc" guestAppUrl="https://guest.brotzeit.test" />, 'de');
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
    renderUi(<PrintInstructionSheet params={{ ...PARAMS, from: '2026-11-26' }} signInUrl={null} guestAppUrl={null} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Instructions cannot be generated until all data is filled.');
  });
});
