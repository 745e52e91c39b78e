import {
  displayIdNo,
  fullName,
  guardianRelations,
  idProofTypes,
  nomineeDocumentType,
  nomineeOrdinals,
  nomineeRelations,
  nomineeSlots,
  relationOthers,
} from '@cdesk/domain';
import type {
  FormSection,
  FormSectionSource,
  NominationRecord,
  WitnessRecord,
} from './part-two-records.js';
import type { SavedNominee } from '../steps/nomination.js';
import { partTwoStepKeys as keys } from '../store.js';

const idName = (type: string) => idProofTypes.find((t) => t.typeId === type)?.docName ?? type;

function relationName(
  list: readonly { relationId: string; relationName: string }[],
  p: { relation: string; relationOther?: string },
) {
  if (p.relation === relationOthers && p.relationOther) return p.relationOther;
  return list.find((r) => r.relationId === p.relation)?.relationName ?? p.relation;
}

const addressText = (a: SavedNominee['address']) =>
  [a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/**
 * The nomination part of the account-opening form: the choice, each nominee with their share
 * (and guardian for a minor) and ID proof image, and the witness.
 */
export const nomineeSections: FormSectionSource = async (store, refNo) => {
  const choice = await store.loadStep<NominationRecord>(refNo, 'F', keys.nomineeSelection);
  if (!choice) return [];
  const sections: FormSection[] = [
    {
      title: 'Nomination',
      rows: [
        ['Nomination', choice.optIn ? 'I wish to nominate' : 'I do not wish to nominate'],
        ...(choice.optIn ? [['Number of nominees', String(choice.count)] as [string, string]] : []),
      ],
    },
  ];
  if (!choice.optIn) return sections;
  const files = await store.files(refNo, 'DOCUMENT');
  for (const slot of nomineeSlots.slice(0, choice.count)) {
    const n = await store.loadStep<SavedNominee>(refNo, 'F', keys.nominee(slot));
    if (!n) continue;
    const rows: Array<[string, string]> = [
      ['Name', fullName(n.fName, n.mName, n.lName)],
      ['Date of birth', n.dob],
      ['Relationship with applicant', relationName(nomineeRelations, n)],
      ['Share (%)', String(n.share)],
      ['ID proof', `${idName(n.idType)} ${displayIdNo(n.idType, n.idNo)}`],
      ['Mobile', n.mobile || '-'],
      ['E-mail', n.email || '-'],
      ['Address', addressText(n.address)],
    ];
    if (n.guardian)
      rows.push(
        ['Guardian name', fullName(n.guardian.fName, n.guardian.mName, n.guardian.lName)],
        ['Guardian date of birth', n.guardian.dob],
        ['Guardian relationship with nominee', relationName(guardianRelations, n.guardian)],
        [
          'Guardian ID proof',
          `${idName(n.guardian.idType)} ${displayIdNo(n.guardian.idType, n.guardian.idNo)}`,
        ],
      );
    const docType = nomineeDocumentType(slot);
    const image = files.find((f) => f.docType === docType && f.mime.startsWith('image/'));
    sections.push({
      title: `${nomineeOrdinals[slot]} Nominee`,
      rows,
      ...(image
        ? { images: [{ label: 'ID proof', file: { refNo, role: 'F', kind: 'DOCUMENT', docType } }] }
        : {}),
    });
  }
  const witness = await store.loadStep<WitnessRecord>(refNo, 'F', keys.witness);
  if (witness)
    sections.push({
      title: 'Witness',
      rows: [
        ['Name', witness.name],
        ['Date of birth', witness.dob],
        ['Address', witness.address],
      ],
    });
  return sections;
};
