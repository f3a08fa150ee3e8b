import { PDF_COLORS, PDF_FONT, type PdfDoc } from './pdf';

/** Who issues a document: the bakery of a bill or docket, the platform of its service fee, the host of a guest's bill. */
export interface Issuer {
  name: string;
  /** Address, VAT number and contact lines, one per printed line. */
  lines: readonly string[];
  /** PNG or JPEG bytes (all pdfkit draws), fitted into 140 × 56 pt above the name. */
  logo?: Buffer | null;
  /** The issuer's own line under the address (a bakery's bill header), in taupe. */
  note?: string | null;
}

export interface Letterhead {
  issuer: Issuer;
  /** The document's name, large on the right: "Rechnung", "Lieferschein". */
  title: string;
  /** Small taupe lines under the title: what the document is in law (credit note, deferred invoice). */
  titleNotes?: readonly string[];
  /** Printed "label: value" under the title: number, dates, period. */
  facts: readonly (readonly [label: string, value: string])[];
  /** A bold line after the facts: the bill a credit note corrects. */
  emphasis?: string | null;
}

/** Shares of the text width: the issuer's column on the left, the title's on the right. */
const ISSUER_SHARE = 0.55;
const TITLE_SHARE = 0.45;

/**
 * The head every document opens with, in one geometry (issue 47): the issuer on the left (logo,
 * name 13 pt, lines 8.5 pt), the title (22 pt) and the facts (9.5 pt) right-aligned on the right,
 * both columns from the current `doc.y`. Leaves `doc.x` at the left margin and `doc.y` 16 pt
 * below the taller column.
 */
export function drawLetterhead(doc: PdfDoc, head: Letterhead): void {
  const { issuer } = head;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const issuerWidth = width * ISSUER_SHARE;
  const right = left + issuerWidth;
  const rightColumn = { width: width * TITLE_SHARE, align: 'right' } as const;
  const top = doc.y;
  let y = top;
  if (issuer.logo) {
    doc.image(issuer.logo, left, top, { fit: [140, 56] });
    y = top + 62;
  }
  doc.font(PDF_FONT.bold).fontSize(13).fillColor(PDF_COLORS.brown).text(issuer.name, left, y, { width: issuerWidth });
  doc
    .font(PDF_FONT.regular)
    .fontSize(8.5)
    .fillColor(PDF_COLORS.text)
    .text(issuer.lines.join('\n'), { width: issuerWidth });
  if (issuer.note)
    doc.moveDown(0.3).fontSize(8.5).fillColor(PDF_COLORS.taupe).text(issuer.note, { width: issuerWidth });
  const afterIssuer = doc.y;
  doc.font(PDF_FONT.bold).fontSize(22).fillColor(PDF_COLORS.brown).text(head.title, right, top, rightColumn);
  for (const note of head.titleNotes ?? [])
    doc.font(PDF_FONT.regular).fontSize(8).fillColor(PDF_COLORS.taupe).text(note, right, doc.y, rightColumn);
  doc.font(PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLORS.text);
  for (const [label, value] of head.facts) doc.text(`${label}: ${value}`, right, doc.y, rightColumn);
  if (head.emphasis) doc.font(PDF_FONT.bold).text(head.emphasis, right, doc.y, rightColumn).font(PDF_FONT.regular);
  doc.x = left;
  doc.y = Math.max(doc.y, afterIssuer) + 16;
}
