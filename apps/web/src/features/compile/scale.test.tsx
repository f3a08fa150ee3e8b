import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompileLine } from '../../api/operations';
import { data, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { CompileScreen } from './CompileScreen';
import { DEADLINES, FARMER, makeList, RYE } from './compile-fixtures';
import { parseScaleReading } from './scale';

describe('serial scale readings', () => {
  it('reads stable weights in g or kg as whole grams', () => {
    expect(parseScaleReading('ST,GS,+  1.234kg')).toBe(1234);
    expect(parseScaleReading('  1512 g')).toBe(1512);
    expect(parseScaleReading('W: 0,750 kg')).toBe(750);
    expect(parseScaleReading('980')).toBe(980);
  });

  it('ignores unstable, negative, zero and other lines', () => {
    for (const line of ['US,GS,+  1.234kg', 'ST,GS,-  0.020kg', 'ST,GS,+  0.000kg', '', 'TARE', '2000 kg'])
      expect(parseScaleReading(line), line).toBeNull();
  });
});

/** A Web Serial port whose scale sends `chunks` once the test calls `send`. */
function fakeSerial() {
  let push: (text: string) => void = () => undefined;
  const readable = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  const port = { open: async () => undefined, close: async () => undefined, readable };
  Object.defineProperty(navigator, 'serial', { value: { requestPort: async () => port }, configurable: true });
  return { send: (text: string) => push(text), remove: () => Reflect.deleteProperty(navigator, 'serial') };
}

describe('compile with a serial scale', () => {
  it('puts a stable reading into the focused weight, saves it and moves on', async () => {
    const u = userEvent.setup({ delay: null });
    const serial = fakeSerial();
    try {
      const api = installFakeApi({
        CompileDeadlines: () => data({ bakeListDeadlines: DEADLINES }),
        CompileList: () => data({ compileList: makeList() }),
        DeliveryDockets: () => data({ deliveryDocketsToMake: { count: 0, pastDays: [] }, deliveryDockets: [] }),
        UploadMeasuredWeight: (v) =>
          data({
            uploadMeasuredWeight: { ...RYE, measuredWeight: Number(v.grams), packed: true } satisfies CompileLine,
          }),
      });
      renderUi(<CompileScreen />);
      const rye = await screen.findByRole('textbox', { name: 'Gewicht von Roggenbrot in Gramm' });
      await u.click(screen.getByRole('button', { name: 'Waage verbinden' }));
      expect(await screen.findByRole('button', { name: 'Waage verbunden (trennen)' })).toBeInTheDocument();
      await u.click(rye);
      serial.send('US,GS,+  1.40');
      serial.send('0kg\r\nST,GS,+  1.512kg\r\n');
      await waitFor(() => expect(api.callsOf('UploadMeasuredWeight')).toHaveLength(1));
      expect(api.callsOf('UploadMeasuredWeight')[0]!.variables).toEqual({ orderedProductId: RYE.id, grams: 1512 });
      expect(rye).toHaveValue('1512');
      expect(screen.getByRole('textbox', { name: `Gewicht von ${FARMER.product.name} in Gramm` })).toHaveFocus();
      await u.click(screen.getByRole('button', { name: 'Waage verbunden (trennen)' }));
      expect(await screen.findByRole('button', { name: 'Waage verbinden' })).toBeInTheDocument();
    } finally {
      serial.remove();
    }
  });

  it('offers no scale where the browser has no Web Serial', async () => {
    installFakeApi({
      CompileDeadlines: () => data({ bakeListDeadlines: DEADLINES }),
      CompileList: () => data({ compileList: makeList() }),
      DeliveryDockets: () => data({ deliveryDocketsToMake: { count: 0, pastDays: [] }, deliveryDockets: [] }),
    });
    renderUi(<CompileScreen />, 'en');
    await screen.findByRole('textbox', { name: 'Weight of Roggenbrot in grams' });
    expect(screen.queryByRole('button', { name: 'Connect scale' })).not.toBeInTheDocument();
  });
});
