import { useCallback, useState } from 'react';
import { downloadDocument } from '../../api/download';
import type { CompileZone } from '../../api/operations';

/** PDF (printed from the browser) or ZPL (sent to a thermal label printer). */
export type LabelFormat = 'pdf' | 'zpl';

const FORMAT_KEY = 'labelFormat';

/**
 * The label format of this device: the printer hangs on the packing station, not on the bakery,
 * so the choice is kept in the browser rather than in the label settings.
 */
export function useLabelFormat(): [LabelFormat, (format: LabelFormat) => void] {
  const [format, setFormat] = useState<LabelFormat>(() => (localStorage.getItem(FORMAT_KEY) === 'zpl' ? 'zpl' : 'pdf'));
  const choose = useCallback((next: LabelFormat) => {
    localStorage.setItem(FORMAT_KEY, next);
    setFormat(next);
  }, []);
  return [format, choose];
}

export type LabelRequest = { lineIds: string[] } | { orderIds: string[] } | { test: true; language: string };

/**
 * Downloads labels from the server: one per packed item line (`lineIds`), a bag label per order
 * (`orderIds`) or a test label, as PDF sized to the label or as ZPL.
 */
export function downloadLabels(format: LabelFormat, body: LabelRequest): Promise<void> {
  return downloadDocument(`/api/production/labels.${format}`, body, `labels.${format}`);
}

/** All delivery dockets of the deadline and zone in one PDF. */
export function downloadDockets(deadline: string, zoneId: CompileZone): Promise<void> {
  return downloadDocument('/api/production/dockets.pdf', { deadline, zoneId }, 'dockets.pdf');
}
