import {
  addressLine,
  annualIncomeBands,
  brokeragePlans,
  displayDate,
  exchangeNames,
  formTypes,
  genders,
  holderRoleLabels,
  holdingModeLabel,
  type HolderRole,
  isHolderRole,
  netWorthBands,
  occupations,
  pepOptions,
  relationsWithMinor,
  relativeKinds,
  taxStatusOf,
  tinTypes,
  tradingSegments,
  type TFatcaForm,
  type TKycIdentity,
  type TPersonalDetailForm,
  type TPreferenceForm,
} from '@cdesk/domain';
import { Geography } from '../../nominee/index.js';
import { kycStepKeys as keys } from '../steps/kyc-holder.js';
import type { FormSection, FormSectionSource } from './part-two-records.js';
import type { OnboardingStore } from '../store.js';

/** The step key the mobile and e-mail screen keeps its declarations under. */
const contactStepKey = 'mobemail';

const kycSourceNames: Record<string, string> = {
  KRA: 'KRA (KYC Registration Agency)',
  CKYC: 'Central KYC Registry',
  DIGILOCKER: 'DigiLocker (Aadhaar)',
};

const label = (table: Record<string, string>, code: string | null | undefined) =>
  code ? (table[code] ?? code) : '';
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

let geography: Geography | null = null;
function countryName(code: string): string {
  if (!code) return '';
  geography ??= new Geography();
  return geography.countries().find((c) => c.geoCode === code)?.geoName ?? code;
}

/** The application: its number, account and form type, holding, tax status and where it came from. */
export const applicationSection: FormSectionSource = async (store, refNo) => {
  const app = await store.application(refNo);
  if (!app) return [];
  const form = formTypes.find(
    (f) => f.accountType === app.accountType && f.formType === app.formType,
  );
  return [
    {
      title: 'Application',
      rows: [
        ['Reference number', app.refNo],
        ['Account type', `${app.accountType}${form ? ` (${form.label})` : ''}`],
        ['Holding', holdingModeLabel(app.holdingMode ?? '')],
        ['Tax status', taxStatusOf(app.taxStatus ?? '')?.label ?? ''],
        ['On behalf of a minor', yesNo(app.minor)],
        ['Opened through', app.origin],
        ['Centre', app.centreCode ?? ''],
      ],
    },
  ];
};

async function holderSection(
  store: OnboardingStore,
  refNo: string,
  role: HolderRole,
  kycSource: string,
): Promise<FormSection | null> {
  const holder = await store.holder(refNo, role);
  if (!holder) return null;
  const [personal, address, fatca, contact] = await Promise.all([
    store.loadStep<TPersonalDetailForm>(refNo, role, keys.personal),
    store.loadStep<{ source: string; address: TKycIdentity['address'] }>(refNo, role, keys.address),
    store.loadStep<TFatcaForm>(refNo, role, keys.fatca),
    store.loadStep<{ mobileBelongsTo: string; emailBelongsTo: string }>(
      refNo,
      role,
      contactStepKey,
    ),
  ]);
  const name = [holder.firstName, holder.middleName, holder.lastName].filter(Boolean).join(' ');
  const whose = (belongs: string | undefined) =>
    belongs && belongs !== 'Self' ? ` (of the holder's ${belongs.toLowerCase()})` : '';
  const rows: Array<[string, string]> = [
    ['Name', name.toUpperCase()],
    ['PAN', holder.pan ?? ''],
    ['Date of birth', holder.dob ? displayDate(String(holder.dob)) : ''],
    [
      'Mobile',
      holder.mobile
        ? `${holder.mobile}${whose(contact?.mobileBelongsTo)}${holder.mobileVerified ? ', verified' : ''}`
        : '',
    ],
    [
      'E-mail',
      holder.email
        ? `${holder.email}${whose(contact?.emailBelongsTo)}${holder.emailVerified ? ', verified' : ''}`
        : '',
    ],
  ];
  if (role === 'G')
    rows.push([
      'Relation with the minor',
      relationsWithMinor.find((r) => r.code === holder.relationWithMinor)?.label ?? '',
    ]);
  rows.push(['KYC source', label(kycSourceNames, kycSource)]);
  if (personal)
    rows.push(
      ['Gender', label(genders, personal.gender)],
      ['Marital status', personal.maritalStatus],
      [label(relativeKinds, personal.relativeKind) || 'Relative', personal.relativeName],
      ['Occupation', label(occupations, personal.occupation)],
      ['Annual income', label(annualIncomeBands, personal.annualIncome)],
      [
        'Net worth',
        [label(netWorthBands, personal.netWorth), personal.netWorthAmount]
          .filter(Boolean)
          .join(', Rs. '),
      ],
      ['Politically exposed', label(pepOptions, personal.pep)],
    );
  if (address)
    rows.push([
      'Address',
      `${addressLine(address.address)} (from ${label(kycSourceNames, address.source)})`,
    ]);
  if (fatca) rows.push(...fatcaRows(fatca));
  return { title: `${holderRoleLabels[role]}: ${name.toUpperCase()}`, rows };
}

/** A holder's FATCA answers: nationality, birth, tax residencies and the declaration. */
function fatcaRows(fatca: TFatcaForm): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Nationality', countryName(fatca.nationality)],
    ['Place of birth', fatca.placeOfBirth],
    ['Country of birth', countryName(fatca.countryOfBirth)],
  ];
  const residencies = fatca.taxResidencies.filter((r) => r.country);
  residencies.forEach((r, i) =>
    rows.push([
      residencies.length > 1 ? `Tax residency ${i + 1}` : 'Tax residency',
      `${countryName(r.country)}, ${label(tinTypes, r.tinType)} ${r.tin}`.trim(),
    ]),
  );
  if (residencies.length === 0) rows.push(['Tax residency', 'India only']);
  rows.push(['FATCA declaration', fatca.declaration === 'Y' ? 'Given' : 'Not given']);
  return rows;
}

/** Each holder in the order first, second, third, guardian: identity, contacts, KYC, FATCA. */
export const holdersSection: FormSectionSource = async (store, refNo) => {
  const app = await store.application(refNo);
  const sections: FormSection[] = [];
  for (const holder of await store.holders(refNo)) {
    if (!isHolderRole(holder.role)) continue;
    const section = await holderSection(store, refNo, holder.role, app?.kyc[holder.role] ?? '');
    if (section) sections.push(section);
  }
  return sections;
};

/** The account's trading preferences: segments, exchanges, brokerage and GST number. */
export const preferenceSection: FormSectionSource = async (store, refNo) => {
  const saved = await store.loadStep<TPreferenceForm>(refNo, 'F', keys.preference);
  if (!saved) return [];
  return [
    {
      title: 'Trading preferences',
      rows: [
        ['Segments', saved.segments.map((s) => label(tradingSegments, s)).join(', ')],
        ['Exchanges', saved.exchanges.map((e) => label(exchangeNames, e)).join(', ')],
        ['Mutual fund brokerage', saved.mfBrokerage ? `${saved.mfBrokerage}%` : ''],
        ['Capital market plan', label(brokeragePlans, saved.cmBrokeragePlan)],
        ['GST number', saved.gstNo],
      ],
    },
  ];
};

/** What part 1 of the application contributes to the form, in the form's order. */
export const partOneFormSources: FormSectionSource[] = [
  applicationSection,
  holdersSection,
  preferenceSection,
];
