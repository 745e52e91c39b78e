import { nomineeErrorCodes as codes } from '@cdesk/domain';

/**
 * Spec 3 section 8: some refusals of a save empty the fields they concern, so the person types
 * them again rather than resubmitting what the server refused.
 */
const clearedByCode: Record<string, readonly string[]> = {
  [codes.nameInvalid]: ['nomiFName', 'nomiMName', 'nomiLName', 'nomiDob'],
  [codes.dobInvalid]: ['nomiFName', 'nomiMName', 'nomiLName', 'nomiDob'],
  [codes.dobTooOld]: ['nomiFName', 'nomiMName', 'nomiLName', 'nomiDob'],
  [codes.nameDobLocked]: ['nomiFName', 'nomiMName', 'nomiLName', 'nomiDob'],
  [codes.idTypeInvalid]: ['nomiIdntNo', 'nomiIdntType'],
  [codes.idNoInvalid]: ['nomiIdntNo', 'nomiIdntType'],
  [codes.idNoDuplicate]: ['nomiIdntNo', 'nomiIdntType'],
  [codes.guardianNameInvalid]: ['grdnNomiFName', 'grdnNomiMName', 'grdnNomiLName', 'grdnNomiDob'],
  [codes.guardianDobInvalid]: ['grdnNomiFName', 'grdnNomiMName', 'grdnNomiLName', 'grdnNomiDob'],
  [codes.guardianMinor]: ['grdnNomiFName', 'grdnNomiMName', 'grdnNomiLName', 'grdnNomiDob'],
  [codes.guardianIdTypeInvalid]: ['grdnNomiIdntNo', 'grdnNomiIdntType'],
  [codes.guardianIdNoInvalid]: ['grdnNomiIdntNo', 'grdnNomiIdntType'],
  [codes.guardianIdNoSame]: ['grdnNomiIdntNo', 'grdnNomiIdntType'],
};

export function fieldsClearedBy(errCode: string): readonly string[] {
  return clearedByCode[errCode] ?? [];
}
