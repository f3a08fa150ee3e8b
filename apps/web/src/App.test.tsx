import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from './test/fake-api';
import { renderApp } from './test/render-app';

describe('the app frame', () => {
  it.each([
    ['de', 'Schließen'],
    ['it', 'Chiudi'],
    ['en', 'Close'],
  ] as const)('names the close button of every notice in the language in use (%s)', async (language, close) => {
    installFakeApi();
    document.cookie = `sw_lang=${language}; path=/`;
    renderApp('/login');
    await screen.findByRole('textbox', { name: /./ });
    act(() => {
      notifications.show({ message: 'Gespeichert.' });
    });
    const notice = (await screen.findByText('Gespeichert.')).closest('.mantine-Notification-root');
    expect(notice?.querySelector('button')).toHaveAccessibleName(close);
    act(() => notifications.clean());
    document.cookie = 'sw_lang=; path=/; max-age=0';
  });
});
