import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { BillTotals } from './BillTotals';

const FORFETTARIO = "Operazione effettuata ai sensi dell'art. 1, commi 54-89, L. 190/2014 - regime forfettario";

describe('bill totals without VAT (issue 14: regimes, Natura, stamp duty)', () => {
  it('shows 0 VAT per Natura for a flat-rate (RF19) bill, with the law each sale without VAT is made under', () => {
    renderUi(
      <BillTotals
        amounts={{
          goodsCents: 9000,
          discountCents: 0,
          deliveryCents: 0,
          netCents: 9200,
          taxCents: 0,
          totalCents: 9200,
          summaries: [
            {
              vatRate: '0.00',
              natura: 'N1',
              legalReference: 'Esclusa ex art. 15 D.P.R. 633/72 - rivalsa imposta di bollo',
              taxableCents: 200,
              taxCents: 0,
            },
            { vatRate: '0.00', natura: 'N2.2', legalReference: FORFETTARIO, taxableCents: 9000, taxCents: 0 },
          ],
        }}
      />,
    );
    expect(screen.getByLabelText('Bemessungsgrundlage 0 % (N2.2)')).toHaveTextContent('90,00');
    expect(screen.getByLabelText('MwSt. 0 % (N2.2)')).toHaveTextContent('0,00');
    expect(screen.getByLabelText('MwSt. 0 % (N1)')).toHaveTextContent('0,00');
    expect(screen.getByText(/^Ohne MwSt\.:/)).toHaveTextContent(
      `N1: Esclusa ex art. 15 D.P.R. 633/72 - rivalsa imposta di bollo · N2.2: ${FORFETTARIO}`,
    );
  });

  it('adds nothing for a taxed bill', () => {
    renderUi(
      <BillTotals
        amounts={{
          goodsCents: 1000,
          discountCents: 0,
          deliveryCents: 0,
          netCents: 1000,
          taxCents: 40,
          totalCents: 1040,
          summaries: [{ vatRate: '4.00', natura: null, legalReference: null, taxableCents: 1000, taxCents: 40 }],
        }}
      />,
      'it',
    );
    expect(screen.getByLabelText('IVA 4 %')).toHaveTextContent('0,40');
    expect(screen.queryByText(/senza IVA/)).toBeNull();
  });
});
