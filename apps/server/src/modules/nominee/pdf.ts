import { PdfWriter } from '../../lib/pdf-writer.js';

export interface PdfPerson {
  heading: string;
  rows: [string, string][];
}

export interface NomineeFormContent {
  title: string;
  reference: string;
  generatedOn: string;
  holder: [string, string][];
  intro: string;
  people: PdfPerson[];
  shares: [string, string][];
  consents: string[];
}

/** The nominee form the investor reads and signs, as a real PDF. */
export async function buildNomineeForm(content: NomineeFormContent): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: content.title,
    subject: `Nominee request ${content.reference}`,
    footer: `${content.title} - Request ${content.reference} - Generated on ${content.generatedOn}`,
  });
  const { colours } = w;

  w.text(content.title, { size: 18, bold: true });
  w.text(`Request No. ${content.reference}    Date ${content.generatedOn}`, {
    size: 9,
    color: colours.muted,
    gap: 8,
  });
  w.heading('Account holder');
  w.rows(content.holder);
  w.space(6);
  w.text(content.intro);
  for (const person of content.people) {
    w.heading(person.heading);
    w.rows(person.rows);
  }
  if (content.shares.length > 0) {
    w.heading('Share of each nominee');
    w.rows(content.shares);
  }
  w.heading('Declaration');
  for (const consent of content.consents) w.text(`- ${consent}`, { gap: 5 });
  w.space(24);
  w.text(
    'Signature of the account holder: signed electronically (Aadhaar e-sign or OTP authorisation).',
    {
      size: 9,
      color: colours.muted,
    },
  );
  return (await w.finish()).bytes;
}
