import type { LabelSettings } from '@bakery/core';
import { mm, PDF_COLORS, PDF_FONT, qrPng, renderPdf } from '../../platform/documents/pdf';
import { labelHeightMm, type LabelContent } from './labels';

/**
 * Labels as a PDF whose every page is exactly one label (width × height in mm from the
 * settings), printable from the browser to a label printer: text left, QR code right.
 */
export async function labelsPdf(
  settings: LabelSettings,
  labels: readonly LabelContent[],
  title: string,
  language: string,
): Promise<Buffer> {
  const width = mm(settings.widthMm);
  const height = mm(labelHeightMm(settings));
  const margin = mm(2);
  const pages = await Promise.all(labels.map(async (label) => ({ label, qr: await qrPng(label.qr, 240) })));
  return renderPdf({ title, language, size: [width, height], margin }, (doc) => {
    pages.forEach(({ label, qr }, i) => {
      if (i > 0) doc.addPage({ size: [width, height], margin });
      const qrSize = Math.min(height - 2 * margin, width * 0.34);
      const textWidth = width - 3 * margin - qrSize;
      doc.image(qr, width - margin - qrSize, margin, { width: qrSize, height: qrSize });
      // type scales with the label: 62 mm wide → 11 pt title
      const base = Math.max(6, Math.min(16, (settings.widthMm / 62) * 9));
      const bottom = height - margin;
      // the client's name on one line where it can be: shrunk step by step down to the body size, then wrapped
      let titleSize = base * 1.25;
      doc.font(PDF_FONT.bold);
      while (titleSize > base && doc.fontSize(titleSize).widthOfString(label.title) > textWidth) titleSize -= 0.5;
      doc
        .fontSize(titleSize)
        .fillColor(PDF_COLORS.text)
        .text(label.title, margin, margin, { width: textWidth, height: bottom - margin, ellipsis: true, lineGap: 0 });
      doc.font(PDF_FONT.regular).fontSize(base).fillColor(PDF_COLORS.text);
      for (const line of label.lines) {
        if (doc.y + doc.currentLineHeight() > bottom) break;
        doc.text(line, margin, doc.y, { width: textWidth, height: bottom - doc.y, ellipsis: true });
      }
      doc
        .font(PDF_FONT.regular)
        .fontSize(Math.max(5, base * 0.7))
        .fillColor(PDF_COLORS.taupe)
        .text(label.qr, width - margin - qrSize, Math.min(margin + qrSize + 1, bottom - base), {
          width: qrSize,
          align: 'center',
          lineBreak: false,
        });
    });
  });
}

/** Dots per millimetre of the usual 203 dpi thermal label printers. */
const DOTS_PER_MM = 8;

/** A field's data for ^FH: the hex indicator `_` and the command prefixes ^ and ~ escaped. */
function zplText(value: string): string {
  return value.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/[\r\n]+/g, ' ');
}

/**
 * The same labels in ZPL II for Zebra-compatible thermal printers (203 dpi): UTF-8 (^CI28),
 * print width and label length from the settings, text in font 0 with field blocks, the public id
 * as a QR code (^BQ). jszpl, the one maintained generator, is GPL-3.0, and only these few commands
 * are needed, so they are written here (ADR 012).
 */
export function labelsZpl(settings: LabelSettings, labels: readonly LabelContent[]): string {
  const width = settings.widthMm * DOTS_PER_MM;
  const height = labelHeightMm(settings) * DOTS_PER_MM;
  const margin = 2 * DOTS_PER_MM;
  const qrSize = Math.min(height - 2 * margin, Math.round(width * 0.34));
  const magnification = Math.max(1, Math.min(10, Math.floor(qrSize / 29))); // a version-3 QR code is 29 modules wide
  const textWidth = width - 3 * margin - qrSize;
  const base = Math.max(16, Math.round((settings.widthMm / 62) * 28));
  return labels
    .map((label) => {
      const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
      out.push(
        `^FO${margin},${margin}^A0N,${Math.round(base * 1.25)},${Math.round(base * 1.25)}^FB${textWidth},2,0,L,0^FH^FD${zplText(label.title)}^FS`,
      );
      let y = margin + Math.round(base * 1.25) * 2 + 4;
      for (const line of label.lines) {
        if (y + base > height - margin) break;
        out.push(`^FO${margin},${y}^A0N,${base},${base}^FB${textWidth},1,0,L,0^FH^FD${zplText(line)}^FS`);
        y += base + 6;
      }
      out.push(`^FO${width - margin - qrSize},${margin}^BQN,2,${magnification}^FH^FDQA,${zplText(label.qr)}^FS`);
      out.push('^XZ');
      return out.join('\n');
    })
    .join('\n');
}
