import {
  eMandateTypeLabels,
  type EMandateType,
  formatDate,
  formatPaise,
  mandateProviderDetails,
  type MandateProvider,
  onboardingBankMessages as m,
} from '@cdesk/domain';
import { maskAccountNo } from '../steps/bank-service.js';
import type {
  BankRecord,
  FormSection,
  FormSectionSource,
  MandateRecord,
} from './part-two-records.js';
import { partTwoStepKeys as keys } from '../store.js';

const mandateStatusLabels: Record<MandateRecord['status'], string> = {
  CAPTURED: 'Captured',
  ESIGNED: 'E-signed, awaiting the bank',
  APPROVED: 'Authenticated by the bank',
  REJECTED: 'Not authenticated by the bank',
};

/** A limit in paise as the PDF's fonts can print it; empty when the record has none. */
const rupees = (paise: string | undefined) =>
  paise && /^\d+$/.test(paise) ? `Rs. ${formatPaise(BigInt(paise), { symbol: false })}` : '';

/** The bank and mandate sections of the account-opening form, from screens 16 and 17. */
export const bankSections: FormSectionSource = async (store, refNo) => {
  const bank = await store.loadStep<BankRecord>(refNo, 'F', keys.bank);
  const mandate = await store.loadStep<MandateRecord>(refNo, 'F', keys.mandate);
  const sections: FormSection[] = [];
  if (bank)
    sections.push({
      title: 'Bank Details',
      rows: [
        ['Bank Name', bank.bankName],
        ['Branch', bank.branch],
        ['IFSC', bank.ifsc],
        ['MICR', bank.micr],
        ['Account Number', maskAccountNo(bank.accountNo ?? '')],
        ['Account Type', bank.accountType],
        ['Account Holder (as at bank)', bank.nameAtBank],
        ['Verified', bank.verified ? 'Yes, by penny drop' : 'No'],
      ],
    });
  if (mandate)
    sections.push({
      title: 'Mandate Details',
      rows: mandate.emandate
        ? [
            [
              'Mandate Type',
              eMandateTypeLabels[mandate.mandateType as EMandateType] ?? mandate.mandateType ?? '',
            ],
            [
              'Mandate Provider',
              mandateProviderDetails[mandate.provider as MandateProvider]?.label ??
                mandate.provider ??
                '',
            ],
            ['Mandate Number', mandate.mandateNo ?? ''],
            ['Upper Limit', rupees(mandate.upperLimitPaise)],
            ['Start Date', mandate.startDate ? formatDate(mandate.startDate) : ''],
            ['End Date', mandate.endDate ? formatDate(mandate.endDate) : 'Until cancelled'],
            ['Status', mandateStatusLabels[mandate.status] ?? ''],
          ]
        : [['Mandate', bank && !bank.mandateFacility ? m.noMandateFacility : 'No mandate chosen']],
    });
  return sections;
};
