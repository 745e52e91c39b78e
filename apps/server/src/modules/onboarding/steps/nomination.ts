import {
  onboardingNomineeMessages as m,
  nomineeDocumentType,
  type NomineeSlot,
  nomineeSlotScreens,
  nomineeSlots,
} from '@cdesk/domain';
import { refuse } from './kyc-holder.js';
import type { NominationRecord, NomineeRecord } from '../form/part-two-records.js';
import { partTwoStepKeys as keys, type OnboardingStore } from '../store.js';

/** What a nominee screen saves: the record the form reads, and what its page needs again. */
export interface SavedNominee extends NomineeRecord {
  relationOther: string;
  sameAsHolder: 'Y' | 'N';
  guardian: (NonNullable<NomineeRecord['guardian']> & { relationOther: string }) | null;
}

/** Where a nominee's ID proof is kept among the application's files. */
export const nomineeDocumentKey = (refNo: string, slot: NomineeSlot) => ({
  refNo,
  role: 'F',
  kind: 'DOCUMENT',
  docType: nomineeDocumentType(slot),
});

/** An application's nomination as its screens saved it: the choice and the nominee slots. */
export class Nomination {
  constructor(private readonly store: OnboardingStore) {}

  choice(refNo: string) {
    return this.store.loadStep<NominationRecord>(refNo, 'F', keys.nomineeSelection);
  }

  nominee(refNo: string, slot: NomineeSlot) {
    return this.store.loadStep<SavedNominee>(refNo, 'F', keys.nominee(slot));
  }

  /** The saved nominees of the chosen slots, in slot order. */
  async nominees(refNo: string, count: number) {
    const saved = await Promise.all(
      nomineeSlots.slice(0, count).map((slot) => this.nominee(refNo, slot)),
    );
    return saved.filter((n): n is SavedNominee => n !== null);
  }

  /** How many nominees were chosen, refusing a slot outside them (or an opt-out). */
  async chosenCount(refNo: string, slot: NomineeSlot) {
    await this.store.assertReached(refNo, nomineeSlotScreens[slot]);
    const choice = await this.choice(refNo);
    if (!choice?.optIn || slot > choice.count) throw refuse('NOMINEE_SLOT', m.nomineeNotInChoice);
    return choice.count;
  }

  /** Forgets a slot's nominee and its ID proof. */
  async forget(refNo: string, slot: NomineeSlot) {
    await this.store.removeStep(refNo, 'F', keys.nominee(slot));
    await this.store.removeFile(nomineeDocumentKey(refNo, slot));
  }

  /** Moves a nominee and its ID proof to another slot, over what that slot held. */
  async move(refNo: string, from: NomineeSlot, to: NomineeSlot) {
    const moved = await this.nominee(refNo, from);
    const file = await this.store.file(nomineeDocumentKey(refNo, from));
    await this.forget(refNo, to);
    if (moved) await this.store.saveStep(refNo, 'F', keys.nominee(to), { ...moved, slot: to });
    if (file)
      await this.store.putFile({
        ...nomineeDocumentKey(refNo, to),
        fileName: file.fileName,
        mime: file.mime,
        content: file.content,
      });
    await this.forget(refNo, from);
  }
}
