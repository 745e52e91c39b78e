/** Nomination at account opening (spec 2 sections 2.3, 3 and 9). */

/** Nominee slots: First Nominee 1, Second Nominee 2, Third Nominee 3. */
export const nomineeSlots = [1, 2, 3] as const;
export type NomineeSlot = (typeof nomineeSlots)[number];

export const nomineeOrdinals: Record<NomineeSlot, 'First' | 'Second' | 'Third'> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
};

/** The nominee details screens, one per slot (36, 37, 38). */
export const nomineeSlotScreens: Record<NomineeSlot, string> = { 1: '36', 2: '37', 3: '38' };

export function nomineeSlotOfScreen(screenId: string): NomineeSlot | null {
  const found = nomineeSlots.find((slot) => nomineeSlotScreens[slot] === screenId);
  return found ?? null;
}

/** The document kind and type a nominee's ID proof is kept under. */
export const nomineeDocumentType = (slot: NomineeSlot) => `NOMINEE${slot}_ID`;

/** A nominee's ID proof upload: JPG, PNG or PDF by content, at most 2 MB. */
export const nomineeDocumentLimits = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
export type NomineeDocumentType = (typeof nomineeDocumentLimits.types)[number];

/** The witness: a full name within the 85 characters of a holder's name, and a one-field address. */
export const witnessLimits = { nameMax: 85, addressMax: 150 } as const;

/** The identity proof code of a demat account, whose holder the depository can name. */
export const dematIdProofType = '6';
