import { nomineeLimits, relationOthers } from '../../codes/nominee.js';
import { messages } from '../../messages.js';

export interface RelationErrors {
  relation: string | null;
  other: string | null;
}

/** Relationship is required; Others needs the specify field (20 for a nominee, 50 for a guardian). */
export function relationErrors(
  relation: string,
  other: string,
  { guardian = false }: { guardian?: boolean } = {},
): RelationErrors {
  const max = guardian
    ? nomineeLimits.relationOtherGuardianMax
    : nomineeLimits.relationOtherNomineeMax;
  if (relation.trim() === '') return { relation: messages.emptyField('Relationship'), other: null };
  if (relation !== relationOthers) return { relation: null, other: null };
  const text = other.replace(/\s+/g, ' ').trim();
  if (text === '') return { relation: null, other: messages.emptyField('Other Relationship') };
  if (text.length > max)
    return { relation: null, other: messages.invalidField('Other Relationship') };
  return { relation: null, other: null };
}

/** The specify field is cleared when the relationship changes. */
export function relationOtherAfterChange(previous: string, next: string, other: string): string {
  return previous === next ? other : '';
}
