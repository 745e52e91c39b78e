import {
  displayDate,
  displayIdNo,
  fullName,
  idProofTypes,
  istDate,
  maskMobile,
  type NomineeAction,
  optPreferenceHolding,
  pdfTitle,
  type TConsentItem,
} from '@cdesk/domain';
import type { NomineeAddressRecord } from '../../db/tables/nominee.js';
import type { Account } from '../access/index.js';
import { draftName, isMinorDraft, relationName } from './drafts.js';
import type { NomineeFormContent, PdfPerson } from './pdf.js';
import type { NomineeDraft, NomineeRequest } from './repository.js';

const docName = (typeId: string) =>
  idProofTypes.find((t) => t.typeId === typeId)?.docName ?? typeId;

/** The consents of the form, by action; every one must be ticked before signing. */
export function consentsFor(action: NomineeAction, accType: string): TConsentItem[] {
  const holding = optPreferenceHolding(accType) === 'DP' ? 'demat account' : 'mutual fund folios';
  if (action === 'OPT_OUT')
    return [
      {
        consentId: 'NOMI_OPTOUT',
        consentDesc: `I/We hereby confirm that I/We do not wish to appoint any nominee(s) in my/our ${holding} and understand the issues involved in non-appointment of nominee(s).`,
      },
      {
        consentId: 'NOMI_LEGAL',
        consentDesc:
          'I/We are aware that in case of death of all the account holder(s), the legal heirs would need to submit all the requisite documents to claim the assets.',
      },
    ];
  return [
    {
      consentId: 'NOMI_DECL',
      consentDesc: `I/We hereby nominate the person(s) named in this form to receive the assets held in my/our ${holding} in the event of my/our death, in the shares stated.`,
    },
    {
      consentId: 'NOMI_SUPERSEDE',
      consentDesc:
        'This nomination supersedes any nomination made by me/us earlier for this account.',
    },
    {
      consentId: 'NOMI_TRUE',
      consentDesc:
        'The details given in this form are true and correct to the best of my/our knowledge.',
    },
  ];
}

function addressText(a: NomineeAddressRecord | null, sameAs: string): string {
  if (!a) return '';
  if (a.same === 'Y') return `Same as ${sameAs}`;
  return [a.add1, a.add2, a.add3, a.cityId, a.stateId, a.countryId, a.pincode]
    .filter(Boolean)
    .join(', ');
}

function nomineePeople(d: NomineeDraft, today: string): PdfPerson[] {
  const minor = isMinorDraft(d, today);
  const people: PdfPerson[] = [
    {
      heading: `Nominee ${d.nomineeNo}`,
      rows: [
        ['Name', draftName(d)],
        ['Relationship with holder', relationName(d.relation, d.relationOther)],
        ['Date of birth', d.dob ? displayDate(d.dob) : ''],
        ['Minor', minor ? 'Yes' : 'No'],
        [
          'Identity proof',
          d.idType ? `${docName(d.idType)}: ${displayIdNo(d.idType, d.idNo)}` : '',
        ],
        ['Mobile', d.mobile ? `+${d.isd} ${maskMobile(d.mobile)}` : ''],
        ['E-mail', d.email.toUpperCase()],
        ['Address', addressText(d.address, 'the applicant')],
      ],
    },
  ];
  const g = d.guardian;
  if (minor && g)
    people.push({
      heading: `Guardian of nominee ${d.nomineeNo}`,
      rows: [
        ['Name', fullName(g.fName, g.mName, g.lName)],
        ['Relationship with nominee', relationName(g.relation, g.relationOther, true)],
        ['Date of birth', displayDate(g.dob)],
        ['Identity proof', `${docName(g.idType)}: ${displayIdNo(g.idType, g.idNo)}`],
        ['Mobile', `+${g.isd} ${maskMobile(g.mobile)}`],
        ['E-mail', g.email.toUpperCase()],
        ['Address', addressText(d.guardianAddress, 'the nominee')],
      ],
    });
  return people;
}

export function formContent(
  account: Account,
  request: NomineeRequest,
  drafts: NomineeDraft[],
  consents: TConsentItem[],
  now: Date,
): NomineeFormContent {
  const today = istDate(now);
  const optOut = request.action === 'OPT_OUT';
  const holding = optPreferenceHolding(account.accType);
  const preference =
    request.preference === '1'
      ? "Nominee registration status as 'Yes'"
      : request.preference === '2'
        ? 'Name of all nominees'
        : '';
  return {
    title: pdfTitle(request.action as NomineeAction),
    reference: String(request.id),
    generatedOn: displayDate(today),
    holder: [
      ['Name', account.name],
      ['Wealth account number', account.njAcNo],
      ['Client code (UCC)', account.ucc],
      ...(account.dematAccNo
        ? ([['Demat account', account.dematAccNo]] as [string, string][])
        : []),
      ['Account type', holding === 'DP' ? 'Demat (DP)' : 'Mutual Fund'],
      ...(optOut ? [] : ([[`Shown in ${holding} statement`, preference]] as [string, string][])),
    ],
    intro: optOut
      ? 'I/We do not wish to appoint any nominee for the account above.'
      : `I/We nominate the following person(s) for the account above (${drafts.length} nominee${drafts.length === 1 ? '' : 's'}).`,
    people: optOut ? [] : drafts.flatMap((d) => nomineePeople(d, today)),
    shares: optOut
      ? []
      : [
          ...drafts.map((d): [string, string] => [
            `Nominee ${d.nomineeNo}: ${draftName(d)}`,
            `${d.sharePercent ?? 0}%`,
          ]),
          ...(request.resiSecFlag
            ? ([['Residual securities to', `Nominee ${request.resiSecFlag}`]] as [string, string][])
            : []),
        ],
    consents: consents.map((c) => c.consentDesc),
  };
}
