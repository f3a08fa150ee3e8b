import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const cookieAccessor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** Records every cookie string written, passing it on to jsdom's real cookie jar. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieAccessor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      cookieAccessor.set!.call(document, value);
    },
  });
  return writes;
}

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie;
});

describe('cookie consent banner', () => {
  it('shows at the top with a link to the privacy policy', async () => {
    installFakeApi();
    renderApp('/login', { consent: false });
    const banner = await screen.findByRole('dialog', { name: 'Cookies bei Brotzeit' });
    expect(banner).toHaveStyle({ position: 'fixed', top: '0px' });
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  });

  it('stores consent for 150 days on accept and hides', async () => {
    const user = userEvent.setup({ delay: null });
    const writes = recordCookieWrites();
    installFakeApi();
    renderApp('/login', { consent: false });
    await user.click(await screen.findByRole('button', { name: 'Akzeptieren und weiter' }));

    expect(screen.queryByRole('dialog', { name: 'Cookies bei Brotzeit' })).not.toBeInTheDocument();
    const written = writes.find((cookie) => cookie.startsWith('sw_consent='));
    expect(written).toBeDefined();
    expect(written).toContain('max-age=12960000');
    expect(written).toContain('path=/');
    expect(written).toContain('SameSite=Lax');
    expect(document.cookie).toContain('sw_consent=');
  });

  it('is modal: takes the focus, keeps it inside and makes the page behind inert', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi();
    renderApp('/login', { consent: false });
    const banner = await screen.findByRole('dialog', { name: 'Cookies bei Brotzeit' });
    expect(banner).toHaveAttribute('aria-modal', 'true');
    const accept = screen.getByRole('button', { name: 'Akzeptieren und weiter' });
    const privacy = screen.getByRole('link', { name: 'Datenschutzerklärung' });
    await waitFor(() => expect(accept).toHaveFocus());

    await user.tab();
    expect(privacy).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab({ shift: true });
    expect(privacy).toHaveFocus();

    const heading = await screen.findByRole('heading', { name: 'Willkommen zurück' });
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Preise' }).closest('[inert]')).not.toBeNull();
    expect(banner.closest('[inert]')).toBeNull();
    // The overlay stays hit-testable: clicks on the page land on it.
    const overlay = document.querySelector('.mantine-Overlay-root');
    expect(overlay).not.toBeNull();
    expect(overlay?.closest('[inert]')).toBeNull();

    await user.click(accept);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('steps aside on the privacy policy: still at the top, but not modal and the page readable', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi();
    renderApp('/login', { consent: false });
    await user.click(await screen.findByRole('link', { name: 'Datenschutzerklärung' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy');
    const banner = screen.getByRole('dialog', { name: 'Cookies bei Brotzeit' });
    expect(banner).toHaveAttribute('aria-modal', 'false');
    expect(banner).toHaveStyle({ position: 'fixed', top: '0px' });
    // the modal's overlay and the page's inert attribute leave with its closing transition (slower on a busy machine)
    await waitFor(() => expect(document.querySelectorAll('[inert]')).toHaveLength(0));
    expect(document.querySelector('.mantine-Overlay-root')).toBeNull();
    expect(screen.getByRole('button', { name: 'Akzeptieren und weiter' })).toBeInTheDocument();
  });

  it('is not shown again once accepted', async () => {
    installFakeApi();
    renderApp('/login', { consent: true });
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    expect(screen.queryByRole('dialog', { name: 'Cookies bei Brotzeit' })).not.toBeInTheDocument();
  });
});
