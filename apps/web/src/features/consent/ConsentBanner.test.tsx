import { screen } from '@testing-library/react';
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

  it('is not shown again once accepted', async () => {
    installFakeApi();
    renderApp('/login', { consent: true });
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    expect(screen.queryByRole('dialog', { name: 'Cookies bei Brotzeit' })).not.toBeInTheDocument();
  });
});
