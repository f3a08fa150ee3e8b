import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf';
import { labelsPdf } from './labels.render';

describe('label PDF fonts', () => {
  it('prints names outside WinAnsi on a 62 mm label', async () => {
    const pdf = await labelsPdf(
      { widthMm: 62, heightMm: 29, priceOnLabel: false },
      [{ title: 'Хлеб Бородинский', lines: ['Zoë Ørsted', 'Łukasz · Пекарня'], qr: 'B-00017' }],
      'Etiketten',
      'de',
    );
    const text = await pdfText(pdf);
    for (const name of ['Хлеб Бородинский', 'Zoë Ørsted', 'Łukasz · Пекарня', 'B-00017']) expect(text).toContain(name);
  });

  it("keeps a client's name on one line where it fits at a smaller size (80 × 50 mm, bold DejaVu is wider than Helvetica)", async () => {
    const pdf = await labelsPdf(
      { widthMm: 80, heightMm: 50, priceOnLabel: true },
      [{ title: 'Gasthof Packtest 3', lines: ['Bauernbrot', '1,534 kg'], qr: 'csfcsenbk3gc' }],
      'Etiketten',
      'de',
    );
    // poppler's layout keeps the lines as printed (the pdfText helper joins them)
    const lines = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().split('\n');
    expect(lines).toContain('Gasthof Packtest 3');
  });
});
