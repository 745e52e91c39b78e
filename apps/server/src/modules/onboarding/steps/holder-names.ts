import { type HolderRole, holderRoleLabels } from '@cdesk/domain';
import type { HolderRow } from '../store.js';

/** A holder's name as entered, for the headings of the photo, documents and signature screens. */
export function holderName(row: HolderRow | null): string {
  if (!row) return '';
  return [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
}

export const holderLabel = (role: HolderRole) => holderRoleLabels[role];
