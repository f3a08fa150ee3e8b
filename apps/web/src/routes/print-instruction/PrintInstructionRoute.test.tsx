import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountKind } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

// the sheet opened by its address: a bookmark, a reload, another device — no navigation state
const PATH =
  '/printInstruction/en/Room%2012/Ab3dEf6hIj9k/Hotel%20Post/B%C3%A4ckerei%20Huber/17:30/7/2026-11-20/2026-11-25';
const GUEST_APP = 'https://bakery.example/guest';

function openAs(kind: AccountKind, link: NonNullable<Parameters<typeof installFakeApi>[0]>[string]) {
  signInStored();
  return installFakeApi(
    { Me: () => data({ me: makeUser({ kind, label: `${kind} user` }) }), GuestInstructionLink: link },
    { guestAppUrl: GUEST_APP },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/printInstruction opened by its address', () => {
  it('finds the guest by label and password: QR code, PDF button and the full guest app address', async () => {
    const api = openAs('HOST', () =>
      data({ guestInstructionLink: { guestId: '41', signInUrl: `${GUEST_APP}?token=t0k` } }),
    );
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Ordering bread during your stay' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Scan the QR code/ })).toBeInTheDocument();
    expect(api.callsOf('GuestInstructionLink')[0]?.variables).toEqual({ label: 'Room 12', password: 'Ab3dEf6hIj9k' });
    expect(screen.getByText(GUEST_APP)).toBeInTheDocument();

    // the sheet's PDF, made by the server for this guest (the download itself: PrintInstructionSheet.test)
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeInTheDocument();
  });

  it('says why the QR code is missing when no guest of the host matches (e.g. a new password)', async () => {
    openAs('HOST', () => gqlError('NOT_FOUND'));
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Ordering bread during your stay' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Kein Gast mit diesem Namen und Passwort/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Scan the QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PDF herunterladen' })).not.toBeInTheDocument();
    expect(screen.getByText(GUEST_APP)).toBeInTheDocument();
  });
});
