import {
  schemeAttributes,
  schemeTypes,
  type SchemeAttributes,
  type SchemeAttributesInput,
  type SchemeType,
  type TSchemeIdentity,
} from '@cdesk/domain';
import type { SchemeMasterRow, SchemeRow } from './repository.js';

/**
 * The scheme master row, its derived attributes, its latest NAV (decimal string and date) and its
 * NAV of 31-01-2018 when on record.
 */
export type SchemeView = Omit<SchemeMasterRow, 'updatedAt'> & { attributes: SchemeAttributes };

type MasterFields = Pick<
  SchemeRow,
  | 'schemeCode'
  | 'name'
  | 'amc'
  | 'structure'
  | 'category'
  | 'subType'
  | 'schemeType'
  | 'plan'
  | 'option'
>;

export function attributesOf(row: MasterFields): SchemeAttributes {
  const input: SchemeAttributesInput = {
    schemeCode: row.schemeCode,
    schemeType: row.schemeType,
    subType: row.subType,
    category: row.category,
    plan: row.plan,
    name: row.name,
    structure: row.structure,
  };
  return schemeAttributes(input);
}

export function viewOf(row: SchemeMasterRow): SchemeView {
  const { updatedAt: _updatedAt, ...master } = row;
  return { ...master, attributes: attributesOf(row) };
}

/** The master's text columns as the contracts' closed sets; anything unexpected reads as the default. */
export function identityOf(row: MasterFields): TSchemeIdentity {
  return {
    schCode: row.schemeCode,
    schName: row.name,
    amc: row.amc,
    category: row.category,
    subType: row.subType,
    schemeType: (schemeTypes as readonly string[]).includes(row.schemeType)
      ? (row.schemeType as SchemeType)
      : 'OTHERS',
    plan: row.plan === 'DIRECT' ? 'DIRECT' : 'REGULAR',
    option: row.option === 'IDCW' ? 'IDCW' : 'GROWTH',
  };
}
