import { AppError } from '../../../lib/app-error.js';
import { PdfWriter } from '../../../lib/pdf-writer.js';
import { closureMessages } from '@cdesk/domain';

export interface ClosureFormContent {
  title: string;
  reference: string;
  date: string;
  holder: [string, string][];
  demat: [string, string][];
  reason: [string, string][];
  transfer: [string, string][];
  declaration: string;
  signature: string;
}

/** The closure request the investor reads and signs, as a real PDF. */
export async function buildClosureForm(content: ClosureFormContent): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: content.title,
    subject: `Account closure request ${content.reference}`,
    footer: `${content.title} - Request ${content.reference} - ${content.date}`,
    numbered: true,
  });
  w.text(content.title, { size: 18, bold: true });
  w.text(`Request No. ${content.reference}    Date ${content.date}`, {
    size: 9,
    color: w.colours.muted,
    gap: 8,
  });
  w.heading('Account holder');
  w.rows(content.holder);
  w.heading('Demat account to be closed');
  w.rows(content.demat);
  w.heading('Reason for closure');
  w.rows(content.reason);
  w.heading('Holdings');
  w.rows(content.transfer);
  w.heading('Declaration');
  w.text(content.declaration);
  w.space(18);
  w.text(content.signature, { size: 9, color: w.colours.muted });
  return (await w.finish()).bytes;
}

/** The PDF, or the spec's message when it cannot be made (never a 500 for the investor). */
export async function renderOrRefuse(
  build: (content: ClosureFormContent) => Promise<Uint8Array>,
  content: ClosureFormContent,
): Promise<Uint8Array> {
  try {
    return await build(content);
  } catch {
    throw new AppError(503, 'CLOSURE_PDF', closureMessages.pdfFailed);
  }
}
