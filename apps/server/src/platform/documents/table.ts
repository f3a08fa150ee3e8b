import { PDF_COLORS, PDF_FONT, type PdfDoc } from './pdf';

export interface Column<Row> {
  header: string;
  /** Share of the table width (columns are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: Row) => string;
}

export interface TableOptions<Row> {
  fontSize?: number;
  headerFontSize?: number;
  /** Bold rows, e.g. totals. */
  bold?: (row: Row) => boolean;
  /** Background of a row, e.g. a flag for changed amounts. */
  shade?: (row: Row) => string | null;
}

/** One cell of a drawn row: its text, its column's width in points and alignment. */
interface Cell {
  text: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

/**
 * Draws a table at the current position across the page width: a header row in the brand colour,
 * rows with wrapped cells, a new page (with the header again) whenever a row would not fit.
 */
export function drawTable<Row>(
  doc: PdfDoc,
  columns: Column<Row>[],
  rows: readonly Row[],
  options: TableOptions<Row> = {},
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const cellsOf = (text: (column: Column<Row>) => string): Cell[] =>
    columns.map((c) => ({ text: text(c), width: (c.width / total) * width, align: c.align ?? 'left' }));
  const pad = 4;
  const size = options.fontSize ?? 11;
  const headerSize = options.headerFontSize ?? Math.max(8, size - 2);

  const rowHeight = (cells: Cell[], font: string, fontSize: number) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: Cell[], font: string, fontSize: number, color: string, fill: string | null) => {
    const height = rowHeight(cells, font, fontSize);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (cells !== headerCells) drawHeader();
    }
    const y = doc.y;
    if (fill) doc.rect(left, y, width, height).fill(fill);
    let x = left;
    doc.font(font).fontSize(fontSize).fillColor(color);
    for (const cell of cells) {
      doc.text(cell.text, x + pad, y + pad, { width: cell.width - 2 * pad, align: cell.align });
      x += cell.width;
    }
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.sand)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const headerCells = cellsOf((c) => c.header);
  const drawHeader = () => drawRow(headerCells, PDF_FONT.bold, headerSize, PDF_COLORS.brown, '#efe9e3');

  drawHeader();
  for (const row of rows) {
    drawRow(
      cellsOf((c) => c.value(row)),
      options.bold?.(row) ? PDF_FONT.bold : PDF_FONT.regular,
      size,
      PDF_COLORS.text,
      options.shade?.(row) ?? null,
    );
  }
}

export interface TotalRow {
  label: string;
  value: string;
  /** Bold and a little larger: net amount, total. */
  strong?: boolean;
}

/**
 * Label/value rows right-aligned under a table (the totals of bills, receipts, statements);
 * starts a new page first when they and `reserve` points after them would not fit.
 */
export function drawTotalRows(doc: PdfDoc, rows: readonly TotalRow[], reserve = 60): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (doc.y + rows.length * 16 + reserve > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8);
  const x = left + width * 0.4;
  for (const r of rows) {
    const y = doc.y;
    doc
      .font(r.strong ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(r.strong ? 10.5 : 9.5)
      .fillColor(PDF_COLORS.text);
    doc.text(r.label, x, y, { width: width * 0.4 });
    doc.text(r.value, x + width * 0.4, y, { width: width * 0.2, align: 'right' });
    doc.moveDown(0.15);
  }
  doc.x = left;
}
