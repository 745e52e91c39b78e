import type { SelectOption as Option } from '../../ui/select';

/** The code lists the load calls send with a screen, turned into select options. */
export const relationOptions = (
  list: readonly { relationId: string; relationName: string }[] = [],
): Option[] => list.map((item) => ({ value: item.relationId, label: item.relationName }));

export const idTypeOptions = (
  list: readonly { typeId: string; docName: string }[] = [],
): Option[] => list.map((item) => ({ value: item.typeId, label: item.docName }));

export const isdOptions = (list: readonly { ISD_CODE: string }[] = []): Option[] =>
  list.map((item) => ({ value: item.ISD_CODE, label: `+${item.ISD_CODE}` }));
