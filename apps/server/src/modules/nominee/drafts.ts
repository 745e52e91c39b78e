import {
  fullName,
  guardianRelations,
  isMinorOn,
  nomineeRelations,
  relationOthers,
} from '@cdesk/domain';
import type { DraftValues, NomineeDraft } from './repository.js';

/** What the wizard keeps of a nominee on record, to start a change or a modification from. */
export interface RecordNominee {
  nomineeNo: number;
  name: string;
  relationship: string;
  sharePercent: string;
  dob: string;
  guardianName: string;
}

export const draftName = (d: Pick<NomineeDraft, 'fName' | 'mName' | 'lName'>) =>
  fullName(d.fName, d.mName, d.lName);

export function isMinorDraft(d: NomineeDraft, today: string): boolean {
  return d.dob !== null && isMinorOn(d.dob, today);
}

/** A nominee is ready for the shares once every screen it needs has been saved. */
export function isDraftComplete(d: NomineeDraft, today: string): boolean {
  if (!d.detailsSaved || !d.address) return false;
  return !isMinorDraft(d, today) || (d.guardian !== null && d.guardianAddress !== null);
}

export function relationName(relation: string, other: string, guardian = false): string {
  if (relation === relationOthers) return other;
  const list = guardian ? guardianRelations : nomineeRelations;
  return list.find((r) => r.relationId === relation)?.relationName ?? relation;
}

/** Splits a name on record into first, middle and last; the last word is the last name. */
function splitName(name: string): Pick<DraftValues, 'fName' | 'mName' | 'lName'> {
  const words = name.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { fName: words[0] ?? '', mName: '', lName: '' };
  return {
    fName: words[0]!,
    mName: words.slice(1, -1).join(' '),
    lName: words[words.length - 1]!,
  };
}

function relationFromLabel(label: string): Pick<DraftValues, 'relation' | 'relationOther'> {
  const known = nomineeRelations.find(
    (r) => r.relationName.toLowerCase() === label.trim().toLowerCase(),
  );
  return known
    ? { relation: known.relationId, relationOther: '' }
    : { relation: relationOthers, relationOther: label };
}

/** Drafts to start from: the last signed request's nominees in full, else the names on record. */
export function draftsFromRecord(
  signed: NomineeDraft[] | undefined,
  record: RecordNominee[],
): (DraftValues & { nomineeNo: number })[] {
  if (signed && signed.length > 0) {
    return signed.map(({ id: _id, requestId: _r, ...rest }) => ({ ...rest }));
  }
  return record.map((n) => ({
    nomineeNo: n.nomineeNo,
    ...splitName(n.name),
    ...relationFromLabel(n.relationship),
    dob: n.dob,
    sharePercent: Math.round(Number(n.sharePercent)),
  }));
}

/** The nominees on record after signing: names, relationships, shares, guardians. */
export function recordFromDrafts(drafts: NomineeDraft[], today: string) {
  return drafts.map((d) => ({
    nomineeNo: d.nomineeNo,
    name: draftName(d),
    relationship: relationName(d.relation, d.relationOther),
    sharePercent: String(d.sharePercent ?? 0),
    dob: d.dob ?? today,
    guardianName:
      d.guardian && isMinorDraft(d, today)
        ? fullName(d.guardian.fName, d.guardian.mName, d.guardian.lName)
        : '',
  }));
}
