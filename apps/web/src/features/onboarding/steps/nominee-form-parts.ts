import type { RegNomineePerson } from '@cdesk/domain';

export const blankPerson: RegNomineePerson = {
  fName: '',
  mName: '',
  lName: '',
  dob: '',
  relation: '',
  relationOther: '',
  idType: '',
  idNo: '',
};

/** Keeps the errors of one prefix ('guardian.'), keyed by the field alone. */
export const scoped = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix) && !k.slice(prefix.length).includes('.'))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
