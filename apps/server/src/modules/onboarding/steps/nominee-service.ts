import {
  displayDate,
  firstNomineeError,
  guardianRelations,
  idProofTypes,
  isMinorNominee,
  istDate,
  nominationError,
  nomineeFormErrors,
  nomineeLimits,
  nomineeOrdinals,
  nomineeRelations,
  nomineeShareError,
  type NomineeSlot,
  nomineeSlotScreens,
  nomineeSlots,
  normalizeIdNo,
  normalizeName,
  onboardingNomineeMessages as m,
  parseDob,
  relationOthers,
  type TNominationChoiceForm,
  type TNomineeForm,
} from '@cdesk/domain';
import type { Clock } from '../../../lib/clock.js';
import { kycStepKeys, refuse } from './kyc-holder.js';
import { Nomination, nomineeDocumentKey, type SavedNominee } from './nomination.js';
import type { NominationRecord, NomineeRecord } from '../form/part-two-records.js';
import type { ConfirmedAddress } from './personal-service.js';
import { partTwoStepKeys as keys, type OnboardingStore } from '../store.js';

const selectionScreen = '35';

type Address = NomineeRecord['address'];

const options = <T extends Record<string, string>>(
  list: readonly T[],
  code: keyof T,
  label: keyof T,
) => list.map((o) => ({ code: o[code] as string, label: o[label] as string }));

const emptyAddress: Address = { line1: '', line2: '', city: '', state: '', pincode: '' };
const dobText = (text: string) => {
  const iso = parseDob(text);
  return iso ? displayDate(iso) : text;
};

/**
 * Nomination at account opening (screens 35 to 38): opting in or out, and up to three nominees
 * with their shares and a guardian for a minor.
 */
export class NomineeService {
  private readonly nomination: Nomination;

  constructor(
    private readonly store: OnboardingStore,
    private readonly clock: Clock,
  ) {
    this.nomination = new Nomination(store);
  }

  private today() {
    return istDate(this.clock.businessNow());
  }

  /** The first holder's address as part 1 confirmed it, in a nominee's address fields. */
  private async holderAddress(refNo: string): Promise<Address | null> {
    const confirmed = await this.store.loadStep<ConfirmedAddress>(refNo, 'F', kycStepKeys.address);
    if (!confirmed) return null;
    const a = confirmed.address;
    return {
      line1: a.line1,
      line2: [a.line2, a.line3].filter(Boolean).join(', '),
      city: a.city,
      state: a.state,
      pincode: a.pincode,
    };
  }

  async loadSelect(refNo: string) {
    await this.store.assertReached(refNo, selectionScreen);
    const saved = await this.nomination.choice(refNo);
    const form: TNominationChoiceForm = saved
      ? {
          optIn: saved.optIn ? 'Y' : 'N',
          count: saved.optIn ? saved.count : 1,
          consent: saved.optIn ? 'N' : 'Y',
        }
      : { optIn: '', count: 1, consent: 'N' };
    return { form, maxNominees: nomineeLimits.maxNominees, advice: m.adviseNominee };
  }

  /** Fewer nominees forget the slots beyond them; an opt-out forgets the witness too. */
  async saveSelect(refNo: string, form: TNominationChoiceForm) {
    await this.store.assertReached(refNo, selectionScreen);
    const problem = nominationError(form);
    if (problem) throw refuse('NOMINATION', problem);
    const record: NominationRecord =
      form.optIn === 'Y' ? { optIn: true, count: form.count } : { optIn: false, count: 0 };
    for (const slot of nomineeSlots)
      if (slot > record.count) await this.nomination.forget(refNo, slot);
    if (!record.optIn) await this.store.removeStep(refNo, 'F', keys.witness);
    await this.store.saveStep(refNo, 'F', keys.nomineeSelection, record);
    return { nextScreenId: await this.store.advance(refNo, selectionScreen) };
  }

  async loadDetail(refNo: string, slot: NomineeSlot) {
    const count = await this.nomination.chosenCount(refNo, slot);
    const saved = await this.nomination.nominee(refNo, slot);
    const others = (await this.nomination.nominees(refNo, count)).filter((n) => n.slot !== slot);
    const document = await this.store.file(nomineeDocumentKey(refNo, slot));
    return {
      slot,
      ordinal: nomineeOrdinals[slot],
      count,
      today: this.today(),
      saved: saved !== null,
      form: saved ? toForm(saved) : blankForm(count === 1 ? '100' : ''),
      otherShares: others.reduce((sum, n) => sum + n.share, 0),
      holderAddress: await this.holderAddress(refNo),
      idProofTypes: options(idProofTypes, 'typeId', 'docName'),
      relations: options(nomineeRelations, 'relationId', 'relationName'),
      guardianRelations: options(guardianRelations, 'relationId', 'relationName'),
      document: document
        ? {
            docType: document.docType,
            fileName: document.fileName,
            mime: document.mime,
            size: document.size,
          }
        : null,
    };
  }

  async saveDetail(refNo: string, slot: NomineeSlot, form: TNomineeForm) {
    const count = await this.nomination.chosenCount(refNo, slot);
    const today = this.today();
    const others = (await this.nomination.nominees(refNo, count)).filter((n) => n.slot !== slot);
    const errors = nomineeFormErrors(form, { today, otherIdNos: others.map((n) => n.idNo) });
    const problem = firstNomineeError(errors);
    if (problem) throw refuse('NOMINEE_DETAILS', problem);
    const shares = Object.fromEntries(others.map((n) => [n.slot, n.share]));
    const shareProblem = nomineeShareError(slot, form.share, count, shares);
    if (shareProblem) throw refuse('NOMINEE_SHARE', shareProblem);
    // The last nominee closes the nomination (an e-signed form has no witness screen after it).
    if (slot === count && others.length < count - 1)
      throw refuse('NOMINEES_INCOMPLETE', m.nomineesIncomplete);
    let address: Address = trimAddress(form.address);
    if (form.sameAsHolder === 'Y') {
      const holder = await this.holderAddress(refNo);
      if (!holder) throw refuse('NOMINEE_ADDRESS', m.holderAddressMissing);
      address = holder;
    }
    const guardian =
      isMinorNominee(form.dob, today) && form.guardian ? person(form.guardian) : null;
    const record: SavedNominee = {
      slot,
      ...person(form),
      share: Number(form.share.trim()),
      mobile: form.mobile.trim(),
      email: form.email.trim(),
      sameAsHolder: form.sameAsHolder,
      address,
      guardian,
    };
    await this.store.saveStep(refNo, 'F', keys.nominee(slot), record);
    return { nextScreenId: await this.store.advance(refNo, nomineeSlotScreens[slot]) };
  }

  /**
   * Takes a nominee out of the nomination: the ones after it move up a slot and one fewer is
   * chosen (the only one is just cleared). The shares no longer add up, so the application goes
   * back to the nominee that now holds the slot.
   */
  async removeDetail(refNo: string, slot: NomineeSlot) {
    const count = await this.nomination.chosenCount(refNo, slot);
    const removed = (await this.nomination.nominee(refNo, slot)) !== null;
    await this.nomination.forget(refNo, slot);
    for (const later of nomineeSlots.filter((s) => s > slot && s <= count))
      await this.nomination.move(refNo, later, (later - 1) as NomineeSlot);
    const left = Math.max(count - 1, 1);
    await this.store.saveStep(refNo, 'F', keys.nomineeSelection, { optIn: true, count: left });
    const nextScreenId = nomineeSlotScreens[Math.min(slot, left) as NomineeSlot];
    await this.store.moveTo(refNo, nextScreenId);
    return { slot, removed, count: left, nextScreenId };
  }
}

function person<P extends TNomineeForm['guardian'] & object>(p: P) {
  return {
    fName: normalizeName(p.fName),
    mName: normalizeName(p.mName),
    lName: normalizeName(p.lName),
    dob: dobText(p.dob),
    relation: p.relation,
    relationOther: p.relation === relationOthers ? p.relationOther.replace(/\s+/g, ' ').trim() : '',
    idType: p.idType,
    idNo: normalizeIdNo(p.idNo),
  };
}

function trimAddress(a: Address): Address {
  return {
    line1: a.line1.trim(),
    line2: a.line2.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    pincode: a.pincode.trim().toUpperCase(),
  };
}

function blankForm(share: string): TNomineeForm {
  const blank = {
    fName: '',
    mName: '',
    lName: '',
    dob: '',
    relation: '',
    relationOther: '',
    idType: '',
    idNo: '',
  };
  return {
    ...blank,
    share,
    mobile: '',
    email: '',
    sameAsHolder: 'N',
    address: emptyAddress,
    guardian: null,
  };
}

function toForm(saved: SavedNominee): TNomineeForm {
  const { slot: _, share, guardian, ...rest } = saved;
  return { ...rest, share: String(share), guardian: guardian ? { ...guardian } : null };
}
