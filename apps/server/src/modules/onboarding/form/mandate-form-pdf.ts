import { PdfWriter } from '../../../lib/pdf-writer.js';

/** What the scan mandate form prints: the mandate, the bank account, the holders who sign. */
export interface MandateFormContent {
  providerLabel: string;
  mandateNo: string;
  reference: string;
  date: string;
  mandateType: string;
  bankName: string;
  branch: string;
  ifsc: string;
  micr: string;
  accountNo: string;
  accountType: string;
  accountHolder: string;
  amountFigures: string;
  amountWords: string;
  startDate: string;
  endDate: string;
  signatories: string[];
}

/**
 * The mandate form of account opening: the NACH debit mandate the applicant authorises, with the
 * debit limit in figures and words, the period, and a box for each holder's signature.
 */
export async function mandateFormPdf(content: MandateFormContent): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Mandate ${content.mandateNo}`,
    subject: 'NACH / e-mandate debit authorisation',
    footer: `Client Desk - ${content.reference} - ${content.mandateNo}`,
  });
  pdf.text(`${content.providerLabel} mandate form`, { size: 18, bold: true });
  pdf.text('NACH / e-mandate: debit authorisation', { size: 11, color: pdf.colours.muted });

  const box = (rows: Array<[string, string]>, title: string) => {
    pdf.heading(title);
    pdf.rows(rows);
  };

  box(
    [
      ['Mandate number', content.mandateNo],
      ['Application reference', content.reference],
      ['Date', content.date],
      ['Mandate type', content.mandateType],
      ['Debit type', 'Maximum amount'],
      ['Frequency', 'As and when presented'],
    ],
    'Mandate',
  );
  box(
    [
      ['Bank', content.bankName],
      ['Branch', content.branch],
      ['IFSC', content.ifsc],
      ['MICR', content.micr],
      ['Account number', content.accountNo],
      ['Account type', content.accountType],
      ['Account holder (as at bank)', content.accountHolder],
    ],
    'Bank account to be debited',
  );
  box(
    [
      ['Up to (figures)', content.amountFigures],
      ['Up to (words)', content.amountWords],
      ['Period from', content.startDate],
      ['Period to', content.endDate],
    ],
    'Debit limit and period',
  );

  pdf.space(12);
  pdf.text(
    'I/We authorise the bank named above to debit my/our account, under this mandate, for the instalments of my/our mutual fund investments presented through the distributor, up to the amount shown for each debit, for the period shown, until I/we cancel this mandate.',
    { size: 9, color: pdf.colours.muted },
  );
  pdf.space(12);
  pdf.signatureBoxes(content.signatories, 'Signature of account holder');
  return (await pdf.finish()).bytes;
}
