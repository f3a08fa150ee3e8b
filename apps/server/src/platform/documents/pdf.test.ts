import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf';

const draw = (doc: PDFKit.PDFDocument) => void doc.fontSize(12).text('Rechnung 7/2026 · Fattura · Invoice');

describe('renderPdf', () => {
  it('with its creation time is the same file on every render: a bill downloaded twice, or after a restore (issue 46)', async () => {
    const options = { title: 'Rechnung 7/2026', language: 'de', createdAt: new Date('2026-11-30T18:00:00Z') };
    const first = await renderPdf(options, draw);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a second later: a clock in the file would differ
    const second = await renderPdf(options, draw);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261130180000Z)'); // the bill's time, not the render's
  });
});
