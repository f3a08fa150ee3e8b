import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A weight from one line a serial scale sends, in whole grams; null for anything else (unstable
 * "US" readings, tare and zero lines, text). Scales print e.g. "ST,GS,+  1.234kg", "  1234 g",
 * "W: 0,750 kg" or just "1520".
 */
export function parseScaleReading(line: string): number | null {
  const text = line.trim();
  if (text === '' || /^US\b|,US\b|unstable/i.test(text)) return null;
  const match = /([+-]?)\s*(\d+(?:[.,]\d+)?)\s*(kg|g)?\s*$/i.exec(text);
  const digits = match?.[2];
  if (!match || !digits || match[1] === '-') return null;
  const value = Number(digits.replace(',', '.'));
  const grams = Math.round(match[3]?.toLowerCase() === 'kg' ? value * 1000 : value);
  return grams >= 1 && grams <= 1_000_000 ? grams : null;
}

/** The part of the Web Serial API the scale needs (Chromium on desktop). */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

function serialOf(nav: Navigator): SerialLike | null {
  const serial = (nav as Navigator & { serial?: SerialLike }).serial;
  return serial ?? null;
}

export type ScaleStatus = 'unsupported' | 'idle' | 'connected' | 'failed';

/** The event a weight field listens to: a stable reading of the scale for the focused field. */
export const SCALE_READING_EVENT = 'scale-reading';

/** Hands a reading to the weight field that has the focus (the packer's current line), if any. */
export function deliverReading(grams: number, doc: Document = document): boolean {
  const target = doc.activeElement;
  if (!(target instanceof HTMLInputElement) || !target.hasAttribute('data-weight-input')) return false;
  target.dispatchEvent(new CustomEvent<number>(SCALE_READING_EVENT, { detail: grams }));
  return true;
}

/**
 * A USB or serial scale over the Web Serial API (issue 6, optional): the packer connects it once;
 * every stable reading goes to the focused weight field, which saves it and moves on, as if typed
 * with Enter. Scales that act as a keyboard need none of this.
 */
export function useSerialScale(baudRate = 9600) {
  const [status, setStatus] = useState<ScaleStatus>(() => (serialOf(navigator) ? 'idle' : 'unsupported'));
  const port = useRef<SerialPortLike | null>(null);
  const reader = useRef<ReadableStreamDefaultReader<Uint8Array> | null>(null);

  const disconnect = useCallback(async () => {
    await reader.current?.cancel().catch(() => undefined);
    await port.current?.close().catch(() => undefined);
    reader.current = null;
    port.current = null;
  }, []);

  useEffect(() => () => void disconnect(), [disconnect]);

  const connect = async () => {
    const serial = serialOf(navigator);
    if (!serial) return;
    try {
      const chosen = await serial.requestPort();
      await chosen.open({ baudRate });
      if (!chosen.readable) throw new Error('port not readable');
      port.current = chosen;
      reader.current = chosen.readable.getReader();
      setStatus('connected');
    } catch {
      setStatus('failed');
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.current.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r?\n|\r/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const grams = parseScaleReading(line);
          if (grams !== null) deliverReading(grams);
        }
      }
      setStatus('idle');
    } catch {
      setStatus('failed');
    } finally {
      await disconnect();
    }
  };

  return { status, connect, disconnect };
}
