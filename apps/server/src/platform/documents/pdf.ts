import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import anyAscii from 'any-ascii';
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

/**
 * Font names for `doc.font(…)` in every document. They are DejaVu Sans Condensed (npm
 * dejavu-fonts-ttf, so `npm ci` alone brings them), embedded as subsets: Helvetica's WinAnsi
 * encoding garbled customer names such as 'Łukasz', 'Пекарня' or 'Zoë Ørsted' (issue 14,
 * finding 9). The condensed cut keeps Helvetica's widths (within 1 % regular, 8 % bold), so
 * layouts made for Helvetica still fit. DejaVu has no CJK or emoji glyphs: see printableText.
 */
export const PDF_FONT = { regular: 'Sans', bold: 'Sans-Bold', oblique: 'Sans-Oblique' } as const;

const FONT_FILES: Record<keyof typeof PDF_FONT, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  oblique: 'DejaVuSansCondensed-Oblique.ttf',
};

let fontBytes: Record<keyof typeof PDF_FONT, Buffer> | undefined;

/** The TTF files, read once per process (≈ 2 MB); pdfkit embeds only the glyphs a document uses. */
function loadFonts(): Record<keyof typeof PDF_FONT, Buffer> {
  if (!fontBytes) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontBytes = {
      regular: readFileSync(join(dir, FONT_FILES.regular)),
      bold: readFileSync(join(dir, FONT_FILES.bold)),
      oblique: readFileSync(join(dir, FONT_FILES.oblique)),
    };
  }
  return fontBytes;
}

export interface PdfOptions {
  /** Page size in points; A4 when absent. */
  size?: [number, number];
  margin?: number;
  title: string;
  /** BCP-47 language of the text (PDF /Lang, read by screen readers). */
  language: string;
  /** A footer line per page, e.g. "Seite 2 von 5" (pages are buffered to know the count). */
  footer?: (page: number, pages: number) => string;
  /**
   * The document's creation time (PDF /CreationDate, which also makes its file ID). A bill gives its
   * own, so every download of it is the same file, byte for byte (and after a restore); now when absent.
   */
  createdAt?: Date;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LATIN1 = /^[^\u0100-\u{10ffff}]*$/u;

/**
 * `text` with the characters the font lacks replaced, which pdfkit would print as empty boxes:
 * letters and digits are romanized with any-ascii ('面包' → 'MianBao'), emoji and other symbols
 * dropped. Latin-1 is always in the font and passes unchanged.
 */
export function printableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  if (LATIN1.test(text)) return text;
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint <= 0xff || hasGlyph(codePoint)) out += char;
    else if (LETTER_OR_DIGIT.test(char)) out += anyAscii(char).replaceAll('?', '');
  }
  return out;
}

/** The glyph test of the current font (pdfkit keeps the fontkit font of an embedded TTF in `_font.font`). */
interface FontState {
  _font?: { font?: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

/** Routes every string drawn or measured through printableText with the font in use at that moment. */
function replaceMissingGlyphs(doc: PdfDoc): void {
  const hasGlyph = (codePoint: number) =>
    (doc as unknown as FontState)._font?.font?.hasGlyphForCodePoint(codePoint) ?? true;
  const clean = (value: unknown) => (typeof value === 'string' ? printableText(value, hasGlyph) : value);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PdfDoc;
  const heightOfString = doc.heightOfString.bind(doc) as (...args: unknown[]) => number;
  const widthOfString = doc.widthOfString.bind(doc) as (...args: unknown[]) => number;
  doc.text = ((value: unknown, ...rest: unknown[]) => text(clean(value), ...rest)) as PdfDoc['text'];
  doc.heightOfString = ((value: unknown, ...rest: unknown[]) =>
    heightOfString(clean(value), ...rest)) as PdfDoc['heightOfString'];
  doc.widthOfString = ((value: unknown, ...rest: unknown[]) =>
    widthOfString(clean(value), ...rest)) as PdfDoc['widthOfString'];
}

/**
 * Draws a document with pdfkit and resolves its bytes. Text is set in PDF_FONT (embedded DejaVu
 * subsets, so any Latin, Greek or Cyrillic name prints); the regular cut is the starting font.
 */
export function renderPdf(options: PdfOptions, draw: (doc: PdfDoc) => void | Promise<void>): Promise<Buffer> {
  const fonts = loadFonts();
  const doc = new PDFDocument({
    font: '', // no built-in default font (Helvetica would be written into the file unused); set below
    size: options.size ?? [A4.width, A4.height],
    margin: options.margin ?? 56,
    lang: options.language,
    info: {
      Title: options.title,
      Producer: 'Brotzeit',
      Creator: 'Brotzeit',
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
    displayTitle: true,
    autoFirstPage: true,
    bufferPages: options.footer !== undefined,
  });
  for (const key of Object.keys(PDF_FONT) as (keyof typeof PDF_FONT)[]) doc.registerFont(PDF_FONT[key], fonts[key]);
  doc.font(PDF_FONT.regular);
  replaceMissingGlyphs(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return Promise.resolve(draw(doc)).then(
    () => {
      if (options.footer) writeFooters(doc, options.footer);
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

function writeFooters(doc: PdfDoc, footer: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing into the margin must not add a page
    doc
      .font(PDF_FONT.regular)
      .fontSize(9)
      .fillColor(PDF_COLORS.taupe)
      .text(footer(i - start + 1, count), doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
