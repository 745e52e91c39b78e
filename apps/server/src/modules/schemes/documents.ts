import { formatDate, formatDecimal, formatPaise } from '@cdesk/domain';
import { textPdf } from '../../lib/text-pdf.js';
import type { SchemeView } from './view.js';

export const schemeDocumentKinds = ['kim', 'sid', 'sai'] as const;
export type SchemeDocumentKind = (typeof schemeDocumentKinds)[number];

const titles: Record<SchemeDocumentKind, string> = {
  kim: 'Key Information Memorandum',
  sid: 'Scheme Information Document',
  sai: 'Statement of Additional Information',
};

/**
 * The scheme's offer documents, generated from the scheme master and its attributes: the AMC's
 * own documents are not part of the AMFI data, so these carry the facts the desk relies on.
 */
export function schemeDocumentPdf(view: SchemeView, kind: SchemeDocumentKind): Buffer {
  const a = view.attributes;
  const facts = [
    `Scheme: ${view.name} (scheme code ${view.schemeCode}${view.isinGrowth ? `, ISIN ${view.isinGrowth}` : ''}).`,
    `Fund house: ${view.amc}. Structure: ${view.structure}. Category: ${view.category}. Plan: ${view.plan === 'DIRECT' ? 'Direct' : 'Regular'}; option: ${view.option === 'IDCW' ? 'IDCW' : 'Growth'}.`,
    `Riskometer: ${a.riskometer.label}. Benchmark: ${a.benchmark}.`,
    `Minimum investment: ${formatPaise(a.minLumpsumPaise)} for a fresh purchase, ${formatPaise(a.minAdditionalPaise)} for an additional purchase${a.minSipPaise > 0n ? `, ${formatPaise(a.minSipPaise)} per SIP instalment` : ''}.${a.maxAmountPaise !== null ? ` A single purchase may not exceed ${formatPaise(a.maxAmountPaise)}.` : ''}`,
    a.sipFrequencies.length > 0
      ? `SIP frequencies: ${a.sipFrequencies.map((f) => f.label).join(', ')}; SIP dates: ${a.sipDates.join(', ')} of the month.`
      : 'This scheme does not accept SIPs.',
    `Exit load: ${a.exitLoad}.${a.lockInDays > 0 ? ` Lock-in: ${Math.round(a.lockInDays / 365)} years from allotment.` : ''}`,
    a.isLiquidOrOvernight
      ? 'Applicable NAV: purchases received by 1:30 pm with funds available get the NAV of the day before the business day of receipt; later ones the next.'
      : 'Applicable NAV: purchases received by 3:00 pm with funds available get the NAV of that business day; later ones the next.',
  ];
  if (view.latestNav && view.latestNavDate) {
    facts.push(
      `Latest NAV: ${formatDecimal(view.latestNav, 4)} as on ${formatDate(view.latestNavDate)}.`,
    );
  }
  const intro: Record<SchemeDocumentKind, string> = {
    kim: 'This memorandum sets out the key information of the scheme in brief. Read the Scheme Information Document and the Statement of Additional Information before investing.',
    sid: 'This document sets out the features of the scheme offered to investors: its objective, its asset allocation within its category, its loads and how units are bought and sold.',
    sai: 'This statement sets out the constitution of the fund house, tax and legal information, and the rights of unit holders common to all schemes of the fund house.',
  };
  return textPdf(`${titles[kind]}: ${view.name}`, [
    intro[kind],
    ...facts,
    'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
  ]);
}
