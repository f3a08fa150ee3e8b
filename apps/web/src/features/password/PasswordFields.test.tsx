import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validatePassword } from '@bakery/core';
import { renderUi } from '../../test/render-ui';
import { PasswordFields } from './PasswordFields';
import { usePasswordPair } from './usePasswordPair';

function Harness({ onValid }: { onValid?: (valid: boolean) => void }) {
  const pair = usePasswordPair();
  onValid?.(pair.isValid);
  return (
    <>
      <PasswordFields pair={pair} />
      <button type="button" onClick={pair.touch}>
        submit
      </button>
      <output data-testid="valid">{String(pair.isValid)}</output>
    </>
  );
}

function ruleState(rule: string): string | null {
  return document.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-met') ?? null;
}

describe('PasswordFields', () => {
  it('checks the rules live while typing', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<Harness />);
    const input = screen.getByLabelText(/^Neues Passwort/);
    for (const rule of ['TOO_SHORT', 'NO_NUMBER', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_SPECIAL']) {
      expect(ruleState(rule), rule).toBe('false');
    }

    await user.type(input, 'abc');
    expect(ruleState('NO_LOWERCASE')).toBe('true');
    expect(ruleState('NO_UPPERCASE')).toBe('false');
    expect(ruleState('TOO_SHORT')).toBe('false');

    await user.type(input, 'DEF12!');
    for (const rule of ['TOO_SHORT', 'NO_NUMBER', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_SPECIAL']) {
      expect(ruleState(rule), rule).toBe('true');
    }
    expect(screen.getByTestId('valid')).toHaveTextContent('false');
  });

  it('tells screen readers in words whether each rule is met', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<Harness />);
    const number = document.querySelector<HTMLElement>('[data-rule="NO_NUMBER"]')!;
    expect(number).toHaveAttribute('aria-atomic', 'true');
    expect(number).toHaveTextContent('eine Zahl (noch nicht erfüllt)');

    await user.type(screen.getByLabelText(/^Neues Passwort/), 'a1');
    expect(number).toHaveAttribute('data-met', 'true');
    expect(number).toHaveTextContent('eine Zahl (erfüllt)');
    expect(document.querySelector('[data-rule="TOO_SHORT"]')).toHaveTextContent(
      'mindestens 8 Zeichen (noch nicht erfüllt)',
    );
  });

  it('marks both fields required and names the show-password buttons, reachable by Tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<Harness />);
    const input = screen.getByLabelText(/^Neues Passwort/);
    expect(input).toBeRequired();
    expect(screen.getByLabelText(/^Passwort wiederholen/)).toBeRequired();

    const toggles = screen.getAllByRole('button', { name: 'Passwort anzeigen' });
    expect(toggles).toHaveLength(2);
    await user.click(input);
    await user.tab();
    expect(toggles[0]).toHaveFocus();
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('names the show-password button in the interface language', () => {
    renderUi(<Harness />, 'it');
    expect(screen.getAllByRole('button', { name: 'Mostra password' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).not.toBeInTheDocument();
  });

  it('reports a different repeat and an empty repeat on submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<Harness />);
    await user.type(screen.getByLabelText(/^Neues Passwort/), 'abcDEF12!');
    expect(screen.queryByText('Bitte wiederholen Sie das Passwort.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByText('Bitte wiederholen Sie das Passwort.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'abcDEF12?');
    expect(screen.getByText('Die Passwörter stimmen nicht überein!')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Passwort wiederholen/));
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'abcDEF12!');
    expect(screen.queryByText('Die Passwörter stimmen nicht überein!')).not.toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen überein.')).toBeInTheDocument();
    expect(screen.getByTestId('valid')).toHaveTextContent('true');
  });

  it('generates a valid password, fills both fields and shows it', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Generieren' }));

    const password = (screen.getByLabelText(/^Neues Passwort/) as HTMLInputElement).value;
    expect(password).toHaveLength(12);
    expect(validatePassword(password, password)).toEqual([]);
    expect((screen.getByLabelText(/^Passwort wiederholen/) as HTMLInputElement).value).toBe(password);
    expect(screen.getByTestId('generated-password')).toHaveTextContent(`Generiertes Passwort: ${password}`);
    expect(screen.getByTestId('valid')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'Generieren' }));
    expect((screen.getByLabelText(/^Neues Passwort/) as HTMLInputElement).value).not.toBe(password);
  });
});
