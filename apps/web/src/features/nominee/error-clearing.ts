import {
  guardianKeys,
  nomineeErrorCodes as codes,
  nomineeKeys,
  type PersonKeys,
} from '@cdesk/domain';

const identity = (keys: PersonKeys) => [keys.fName, keys.mName, keys.lName, keys.dob];
const idProof = (keys: PersonKeys) => [keys.idNo, keys.idType];

/**
 * Spec 3 section 8: some refusals of a save empty the fields they concern, so the person types
 * them again rather than resubmitting what the server refused.
 */
const clearedBy: [refusals: readonly string[], fields: readonly string[]][] = [
  [
    [codes.nameInvalid, codes.dobInvalid, codes.dobTooOld, codes.nameDobLocked],
    identity(nomineeKeys),
  ],
  [[codes.idTypeInvalid, codes.idNoInvalid, codes.idNoDuplicate], idProof(nomineeKeys)],
  [
    [codes.guardianNameInvalid, codes.guardianDobInvalid, codes.guardianMinor],
    identity(guardianKeys),
  ],
  [
    [codes.guardianIdTypeInvalid, codes.guardianIdNoInvalid, codes.guardianIdNoSame],
    idProof(guardianKeys),
  ],
];

export function fieldsClearedBy(errCode: string): readonly string[] {
  return clearedBy.find(([refusals]) => refusals.includes(errCode))?.[1] ?? [];
}
