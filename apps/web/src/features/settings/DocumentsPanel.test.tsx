import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentSettings } from '../../api/operations';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { DocumentsPanel } from './DocumentsPanel';

const SAVED: DocumentSettings = { ddNumberFormat: 'DDT %n/%Y', nextDdNumber: 41, nextDdPreview: 'DDT 41/2026' };
const year = String(new Date().getFullYear());
const user = () => userEvent.setup({ delay: null });

describe('settings: documents (docket numbering)', () => {
  it('shows the format and the next number with a live preview, and saves only what changed', async () => {
    const u = user();
    const api = installFakeApi({
      DocumentSettings: () => data({ documentSettings: SAVED }),
      UpdateDocumentSettings: (v) => {
        const input = v.input as { ddNumberFormat?: string; nextDdNumber?: number };
        return data({ updateDocumentSettings: { ddNumberFormat: input.ddNumberFormat ?? SAVED.ddNumberFormat, nextDdNumber: input.nextDdNumber ?? 41, nextDdPreview: 'x' } });
      },
    });
    renderUi(<DocumentsPanel />);
    const format = await screen.findByRole('textbox', { name: /Format der Lieferscheinnummer/ });
    expect(screen.getByTestId('docket-preview')).toHaveTextContent(`DDT 41/${year}`);
    await u.clear(format);
    await u.type(format, 'LS-%y-%n');
    expect(screen.getByTestId('docket-preview')).toHaveTextContent(`LS-${year.slice(2)}-41`);
    await u.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(1));
    expect(api.callsOf('UpdateDocumentSettings')[0]!.variables).toEqual({ input: { ddNumberFormat: 'LS-%y-%n' } });
  });

  it('refuses a format without %n and a number below the next one, without a call', async () => {
    const u = user();
    const api = installFakeApi({ DocumentSettings: () => data({ documentSettings: SAVED }) });
    renderUi(<DocumentsPanel />, 'en');
    const format = await screen.findByRole('textbox', { name: /Delivery docket number format/ });
    await u.clear(format);
    await u.type(format, 'DDT %Y');
    const next = screen.getByRole('textbox', { name: /Next delivery docket number/ });
    await u.clear(next);
    await u.type(next, '7');
    expect(screen.getByTestId('docket-preview')).toHaveTextContent('—');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The format needs %n exactly once and at most 30 characters.')).toBeInTheDocument();
    expect(screen.getByText('Numbering can only move forward: the next number must be at least 41.')).toBeInTheDocument();
    expect(api.callsOf('UpdateDocumentSettings')).toHaveLength(0);
  });

  it("puts the server's refusal on the number field in Italian", async () => {
    const u = user();
    installFakeApi({
      DocumentSettings: () => data({ documentSettings: SAVED }),
      UpdateDocumentSettings: () => gqlError('DOCUMENT_NUMBER_BACKWARDS', { fields: ['nextDdNumber'], next: 60 }),
    });
    renderUi(<DocumentsPanel />, 'it');
    const next = await screen.findByRole('textbox', { name: /Prossimo numero DDT/ });
    await u.clear(next);
    await u.type(next, '50');
    await u.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('La numerazione può solo andare avanti: il prossimo numero deve essere almeno 60.')).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded and retries', async () => {
    const u = user();
    let calls = 0;
    installFakeApi({ DocumentSettings: () => (++calls === 1 ? gqlError('INTERNAL') : data({ documentSettings: SAVED })) });
    renderUi(<DocumentsPanel />, 'en');
    expect(await screen.findByText('The document settings could not be loaded.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /again|retry/i }));
    expect(await screen.findByTestId('docket-preview')).toHaveTextContent(`DDT 41/${year}`);
  });
});
