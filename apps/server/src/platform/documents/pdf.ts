import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Brand colours of printed documents (same as the web and the app). */
export const PDF_COLORS = { brown: '#4c331f', taupe: '#827062', sand: '#bfb2a6', text: '#1f1a16' } as const;

/** A4 in PDF points (1 pt = 1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Millimetres to PDF points: label sizes are configured in mm. */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

export type PdfDoc = InstanceType<typeof PDFDocument>;

export interface PdfOptions {
  /** Page size in points; A4 when absent. */
  size?: [number, number];
  margin?: number;
  title: string;
  /** BCP-47 language of the text (PDF /Lang, read by screen readers). */
  language: string;
}

/**
 * Draws a document with pdfkit and resolves its bytes. Built-in Helvetica covers €, umlauts and
 * Italian accents (STACK.md); nothing is embedded, so documents stay small and fast.
 */
export function renderPdf(options: PdfOptions, draw: (doc: PdfDoc) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size ?? [A4.width, A4.height],
    margin: options.margin ?? 56,
    lang: options.language,
    info: { Title: options.title, Producer: 'Brotzeit', Creator: 'Brotzeit' },
    displayTitle: true,
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return Promise.resolve(draw(doc)).then(
    () => {
      doc.end();
      return done;
    },
    (error: unknown) => {
      doc.end();
      throw error;
    },
  );
}

/** A QR code as PNG bytes (the `qrcode` library), for `doc.image`. */
export function qrPng(text: string, widthPx = 480): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, width: widthPx, type: 'png' });
}
