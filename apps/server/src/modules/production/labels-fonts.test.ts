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
});
