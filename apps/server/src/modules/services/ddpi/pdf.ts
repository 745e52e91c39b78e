import { ddpiAuthorities, formatPaise } from '@cdesk/domain';
import { PdfWriter } from '../../../lib/pdf-writer.js';

export const ddpiTitle = 'Demat Debit and Pledge Instruction (DDPI)';

export interface DdpiDocumentContent {
  reference: string;
  generatedOn: string;
  holder: [string, string][];
  participant: [string, string][];
  stampDutyPaise: bigint;
  consent: string;
}

/** The DDPI the investor reads, pays the stamp duty on and signs, as a real PDF. */
export async function buildDdpiDocument(content: DdpiDocumentContent): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: ddpiTitle,
    subject: `DDPI request ${content.reference}`,
    footer: `${ddpiTitle} - Request ${content.reference} - Generated on ${content.generatedOn}`,
    numbered: true,
  });
  const { colours } = w;
  w.text(ddpiTitle, { size: 18, bold: true });
  w.text(`Request No. ${content.reference}    Date ${content.generatedOn}`, {
    size: 9,
    color: colours.muted,
    gap: 8,
  });
  w.heading('Beneficial owner');
  w.rows(content.holder);
  w.heading('Depository participant and trading member');
  w.rows(content.participant);
  w.space(6);
  w.text(
    'I/We, the beneficial owner(s) named above, authorise the depository participant to debit or pledge the securities in my/our demat account for the purposes below, and for no other, without an instruction slip or an eDIS authorisation for each debit:',
  );
  for (const [index, authority] of ddpiAuthorities.entries())
    w.text(`${index + 1}. ${authority}`, { gap: 5 });
  w.heading('Terms');
  for (const term of [
    'This instruction is given in the format prescribed by SEBI and may be revoked by me/us at any time by a written request to the depository participant.',
    'Securities debited under this instruction shall move only to the clearing corporation or to the pool account of the trading member, or be pledged in its favour, and only for my/our own obligations.',
    'The depository participant shall send me/us a statement of every debit and pledge made under this instruction.',
    `Stamp duty of ${formatPaise(content.stampDutyPaise)} payable on this instruction is paid by me/us online before it is signed.`,
  ])
    w.text(`- ${term}`, { gap: 5 });
  w.heading('Declaration');
  w.text(content.consent);
  w.space(24);
  w.text('Signature of the beneficial owner: signed electronically (Aadhaar e-sign).', {
    size: 9,
    color: colours.muted,
  });
  return (await w.finish()).bytes;
}
