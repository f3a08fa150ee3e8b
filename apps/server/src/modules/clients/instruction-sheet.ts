import { guestLabel, type Language } from '@bakery/core';
import { requireHost } from '../../platform/auth/require';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/graphql/context';
import { documentDate } from '../../platform/documents/format';
import { PDF_COLORS, PDF_FONT, qrPng, renderPdf, type PdfDoc } from '../../platform/documents/pdf';
import { accountKind, userLanguage } from '../users/account';
import { findDetailsByUserIds } from '../users/users.queries';
import { displayName } from '../users/users.service';
import { loadOrderClient } from '../orders/order-client';
import { ownClient } from './clients.service';
import { guestAppFullUrl, issueGuestSignInToken } from './guest-token.service';
import { SHEET_TEXTS } from './instruction-sheet.texts';

export interface InstructionSheet {
  language: Language;
  label: string;
  /** Only right after creating the guest or resetting its password (never stored in clear). */
  password: string | null;
  host: string;
  bakery: string;
  deadline: string;
  from: string;
  to: string;
  signInUrl: string;
  guestAppUrl: string;
}

/**
 * The host's printable instruction sheet for one of its guests (/printInstruction, requirements/host-and-guests.md#instruction-sheets):
 * everything is read from the guest's account, with a fresh revocable QR sign-in link (ADR 009).
 * The password is only printed when the host passes it (it is known just after creating or
 * resetting); otherwise the sheet says to ask at the reception.
 */
export async function instructionSheet(
  ctx: RequestContext,
  guestId: number,
  password: string | null,
): Promise<InstructionSheet> {
  requireHost(ctx);
  if (password !== null && (password.length === 0 || password.length > 200 || /[\r\n]/.test(password)))
    fail('BAD_INPUT', { fields: ['password'] });
  const guest = await ownClient(ctx, guestId);
  if (accountKind(guest) !== 'GUEST') fail('NOT_FOUND');
  const client = await loadOrderClient(ctx, guest.id);
  const host = client.host ?? fail('ACCOUNT_FAULTY');
  const details = await findDetailsByUserIds(ctx.platform.db, [host.id, client.bakery.id]);
  const detailOf = (id: number) => details.find((d) => d.userId === id) ?? null;
  const { url } = await issueGuestSignInToken(ctx, guest);
  return {
    language: userLanguage(guest),
    label: guestLabel(guest.username),
    password,
    host: displayName(host, detailOf(host.id)),
    bakery: displayName(client.bakery, detailOf(client.bakery.id)),
    deadline: client.deadlineTime.slice(0, 5),
    from: guest.activeFrom,
    to: guest.activeTo,
    signInUrl: url,
    guestAppUrl: guestAppFullUrl(ctx.platform.config),
  };
}

/** File name of the sheet's PDF, e.g. `Anleitung-Zimmer-12.pdf`. */
export function instructionSheetFileName(sheet: Pick<InstructionSheet, 'language' | 'label'>): string {
  const label = sheet.label.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'guest';
  return `${SHEET_TEXTS[sheet.language].fileName}-${label}.pdf`;
}

/** A4, large type, in the guest's language: title, welcome, QR code, sign-in data, stay and deadline. */
export async function instructionSheetPdf(sheet: InstructionSheet): Promise<Buffer> {
  const t = SHEET_TEXTS[sheet.language];
  const qr = await qrPng(sheet.signInUrl);
  return renderPdf({ title: `${t.title} – ${sheet.label}`, language: sheet.language }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.fillColor(PDF_COLORS.brown).font(PDF_FONT.bold).fontSize(13).text('Brotzeit', { characterSpacing: 1 });
    doc.moveDown(0.8).fontSize(26).text(t.title, { width });
    doc
      .moveDown(0.5)
      .fillColor(PDF_COLORS.text)
      .font(PDF_FONT.regular)
      .fontSize(14)
      .text(t.intro(sheet.host, sheet.bakery), { width, lineGap: 3 });
    rule(doc, left, width);

    const top = doc.y + 16;
    const qrSize = 200;
    doc.image(qr, left, top, { width: qrSize, height: qrSize });
    doc
      .fontSize(11)
      .fillColor(PDF_COLORS.taupe)
      .text(t.scan, left, top + qrSize + 8, { width: qrSize, align: 'center' });
    const afterQr = doc.y;

    const x = left + qrSize + 28;
    const colWidth = width - qrSize - 28;
    doc.fillColor(PDF_COLORS.brown).font(PDF_FONT.bold).fontSize(17).text(t.loginData, x, top, { width: colWidth });
    doc
      .moveDown(0.4)
      .fillColor(PDF_COLORS.text)
      .font(PDF_FONT.regular)
      .fontSize(12)
      .text(t.orType, { width: colWidth });
    doc
      .moveDown(0.3)
      .fillColor(PDF_COLORS.brown)
      .font(PDF_FONT.bold)
      .fontSize(12)
      .text(sheet.guestAppUrl, { width: colWidth });
    doc.moveDown(0.8);
    field(doc, x, colWidth, t.label, sheet.label, true);
    field(doc, x, colWidth, t.password, sheet.password ?? t.passwordFromHost, sheet.password !== null);

    doc.y = Math.max(doc.y, afterQr) + 8;
    rule(doc, left, width);
    doc.moveDown(1);
    field(doc, left, width, t.host, sheet.host, false);
    field(doc, left, width, t.bakery, sheet.bakery, false);
    doc
      .moveDown(0.6)
      .fillColor(PDF_COLORS.text)
      .font(PDF_FONT.regular)
      .fontSize(14)
      .text(t.stay(documentDate(sheet.from, sheet.language), documentDate(sheet.to, sheet.language)), left, doc.y, {
        width,
      });
    doc.moveDown(0.6).font(PDF_FONT.bold).text(t.deadline(sheet.deadline), { width });
  });
}

function rule(doc: PdfDoc, left: number, width: number) {
  doc.moveDown(1);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(PDF_COLORS.sand)
    .stroke();
}

function field(doc: PdfDoc, x: number, width: number, label: string, value: string, mono: boolean) {
  doc.fillColor(PDF_COLORS.taupe).font(PDF_FONT.regular).fontSize(11).text(label, x, doc.y, { width });
  doc
    .fillColor(PDF_COLORS.text)
    .font(mono ? 'Courier-Bold' : PDF_FONT.bold)
    .fontSize(mono ? 18 : 15)
    .text(value, x, doc.y, { width });
  doc.moveDown(0.5);
}
