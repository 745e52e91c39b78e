import type { TAuthPayment, TAuthTrxnHeader } from '@cdesk/domain';
import type { ReactNode } from 'react';
import { FactList } from '../../../ui/fact-list';
import { accountText, dateTimeText } from '../figures';

/** Who placed the transaction and when, until when it may be authorised, and its references. */
export function TrxnFacts({ header }: { header: TAuthTrxnHeader }) {
  const facts: [string, ReactNode][] = [
    ['Ref. No', <span className="select-all">{header.trxnId}</span>],
    ['Investor', `${header.investorName} (${header.njAcNo})`],
    [
      'Placed by',
      header.arn && !header.placedBy.includes(header.arn)
        ? `${header.placedBy} · ${header.arn}`
        : header.placedBy,
    ],
    ['Placed on', dateTimeText(header.placedOn)],
    ['Authorise by', dateTimeText(header.expiresOn)],
  ];
  if (header.isMarsTrxn === 'Y') {
    if (header.marsName) facts.push(['MARS portfolio', header.marsName]);
    if (header.marsTarNo) facts.push(['MARS target no.', header.marsTarNo]);
  }
  return (
    <FactList
      facts={facts}
      className="flex flex-col text-sm"
      rowClassName="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border py-2.5 last:border-0"
      valueClassName="figures text-right font-medium break-words text-text"
    />
  );
}

/** The payment as placed or chosen: mode, bank and the mode's own detail. */
export function paymentFacts(payment: TAuthPayment): [string, string][] {
  const facts: [string, string][] = [['Pay by', payment.payModeLabel || '–']];
  if (payment.bankName || payment.bankAcno)
    facts.push(['Bank account', `${payment.bankName} ${accountText(payment.bankAcno)}`.trim()]);
  if (payment.payerVpa) facts.push(['UPI ID', payment.payerVpa]);
  if (payment.neftRtgsNo) facts.push(['UTR number', payment.neftRtgsNo]);
  if (payment.mandateNo) facts.push(['Mandate', payment.mandateNo]);
  return facts;
}

export function PaymentFacts({ payment }: { payment: TAuthPayment }) {
  return (
    <FactList
      facts={paymentFacts(payment)}
      className="flex flex-col text-sm"
      rowClassName="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-border py-2 last:border-0"
      valueClassName="figures text-right font-medium break-all text-text"
    />
  );
}
