import {
  checkNomineeDocument,
  dematIdProofType,
  displayDate,
  firstNomineeError,
  guardianRelations,
  idProofErrors,
  idProofTypes,
  isMinorNominee,
  istDate,
  nominationError,
  nominationSharesError,
  nomineeDocumentType,
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
  parseDematAccount,
  parseDob,
  relationOthers,
  type TNominationChoiceForm,
  type TNomineeForm,
  type TWitnessForm,
  witnessFormErrors,
} from '@cdesk/domain';
import type { Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import { kycStepKeys, refuse } from './kyc-holder.js';
import type { NominationRecord, NomineeRecord, WitnessRecord } from './part-two-records.js';
import type { ConfirmedAddress } from './personal-service.js';
import { partTwoStepKeys as keys, type OnboardingStore } from './store.js';

const selectionScreen = '35';
const witnessScreen = '39';

/** What a nominee screen saves: the record the form reads, and what its page needs again. */
export interface SavedNominee extends NomineeRecord {
  relationOther: string;
  sameAsHolder: 'Y' | 'N';
  guardian: (NonNullable<NomineeRecord['guardian']> & { relationOther: string }) | null;
}

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
 * Nomination at account opening (screens 35 to 39): opting in or out, up to three nominees with
 * their shares and a guardian for a minor, their ID proof documents, and the witness.
 */
export class NomineeService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly clock: Clock,
    private readonly depository: Depository,
  ) {}

  private today() {
    return istDate(this.clock.now());
  }

  private choice(refNo: string) {
    return this.store.loadStep<NominationRecord>(refNo, 'F', keys.nomineeSelection);
  }

  private nominee(refNo: string, slot: NomineeSlot) {
    return this.store.loadStep<SavedNominee>(refNo, 'F', keys.nominee(slot));
  }

  /** The saved nominees of the chosen slots, in slot order. */
  private async nominees(refNo: string, count: number) {
    const saved = await Promise.all(
      nomineeSlots.slice(0, count).map((slot) => this.nominee(refNo, slot)),
    );
    return saved.filter((n): n is SavedNominee => n !== null);
  }

  /** The application's choice, refusing a slot outside it (or an opt-out). */
  private async chosenCount(refNo: string, slot: NomineeSlot) {
    await this.store.assertReached(refNo, nomineeSlotScreens[slot]);
    const choice = await this.choice(refNo);
    if (!choice?.optIn || slot > choice.count) throw refuse('NOMINEE_SLOT', m.nomineeNotInChoice);
    return choice.count;
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

  private async forget(refNo: string, slot: NomineeSlot) {
    await this.store.removeStep(refNo, 'F', keys.nominee(slot));
    await this.store.removeFile({
      refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType: nomineeDocumentType(slot),
    });
  }

  async loadSelect(refNo: string) {
    await this.store.assertReached(refNo, selectionScreen);
    const saved = await this.choice(refNo);
    const form: TNominationChoiceForm = saved
      ? {
          optIn: saved.optIn ? 'Y' : 'N',
          count: saved.optIn ? saved.count : 1,
          consent: saved.optIn ? 'N' : 'Y',
        }
      : { optIn: '', count: 1, consent: 'N' };
    return { form, maxNominees: nomineeLimits.maxNominees, advice: m.adviseNominee };
  }

  async saveSelect(refNo: string, form: TNominationChoiceForm) {
    await this.store.assertReached(refNo, selectionScreen);
    const problem = nominationError(form);
    if (problem) throw refuse('NOMINATION', problem);
    const record: NominationRecord =
      form.optIn === 'Y' ? { optIn: true, count: form.count } : { optIn: false, count: 0 };
    for (const slot of nomineeSlots) if (slot > record.count) await this.forget(refNo, slot);
    if (!record.optIn) await this.store.removeStep(refNo, 'F', keys.witness);
    await this.store.saveStep(refNo, 'F', keys.nomineeSelection, record);
    return { nextScreenId: await this.store.advance(refNo, selectionScreen) };
  }

  async loadDetail(refNo: string, slot: NomineeSlot) {
    const count = await this.chosenCount(refNo, slot);
    const saved = await this.nominee(refNo, slot);
    const others = (await this.nominees(refNo, count)).filter((n) => n.slot !== slot);
    const otherShares = others.reduce((sum, n) => sum + n.share, 0);
    const document = (await this.store.files(refNo, 'DOCUMENT')).find(
      (f) => f.docType === nomineeDocumentType(slot),
    );
    return {
      slot,
      ordinal: nomineeOrdinals[slot],
      count,
      today: this.today(),
      saved: saved !== null,
      form: saved ? toForm(saved) : blankForm(count === 1 ? '100' : ''),
      otherShares,
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
    const count = await this.chosenCount(refNo, slot);
    const today = this.today();
    const others = (await this.nominees(refNo, count)).filter((n) => n.slot !== slot);
    const errors = nomineeFormErrors(form, { today, otherIdNos: others.map((n) => n.idNo) });
    const problem = firstNomineeError(errors);
    if (problem) throw refuse('NOMINEE_DETAILS', problem);
    const shares = Object.fromEntries(others.map((n) => [n.slot, n.share]));
    const shareProblem = nomineeShareError(slot, form.share, count, shares);
    if (shareProblem) throw refuse('NOMINEE_SHARE', shareProblem);
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
    const count = await this.chosenCount(refNo, slot);
    const removed = (await this.nominee(refNo, slot)) !== null;
    for (const later of nomineeSlots.filter((s) => s > slot && s <= count)) {
      const moved = await this.nominee(refNo, later);
      const earlier = (later - 1) as NomineeSlot;
      await this.forget(refNo, earlier);
      if (moved)
        await this.store.saveStep(refNo, 'F', keys.nominee(earlier), { ...moved, slot: earlier });
      const file = await this.store.file({
        refNo,
        role: 'F',
        kind: 'DOCUMENT',
        docType: nomineeDocumentType(later),
      });
      if (file)
        await this.store.putFile({
          refNo,
          role: 'F',
          kind: 'DOCUMENT',
          docType: nomineeDocumentType(earlier),
          fileName: file.fileName,
          mime: file.mime,
          content: file.content,
        });
    }
    const left = Math.max(count - 1, 1);
    await this.forget(refNo, count === 1 ? slot : (count as NomineeSlot));
    await this.store.saveStep(refNo, 'F', keys.nomineeSelection, { optIn: true, count: left });
    const nextScreenId = nomineeSlotScreens[Math.min(slot, left) as NomineeSlot];
    await this.store.moveTo(refNo, nextScreenId);
    return { slot, removed, count: left, nextScreenId };
  }

  async uploadDocument(refNo: string, slot: NomineeSlot, fileName: string, content: string) {
    await this.chosenCount(refNo, slot);
    const checked = checkNomineeDocument(content);
    if (!checked.ok) throw refuse('NOMINEE_DOCUMENT', checked.message);
    const docType = nomineeDocumentType(slot);
    await this.store.putFile({
      refNo,
      role: 'F',
      kind: 'DOCUMENT',
      docType,
      fileName,
      mime: checked.type,
      content: Buffer.from(checked.bytes),
    });
    return { docType, fileName, mime: checked.type, size: checked.bytes.length };
  }

  async removeDocument(refNo: string, slot: NomineeSlot) {
    await this.chosenCount(refNo, slot);
    const key = { refNo, role: 'F', kind: 'DOCUMENT', docType: nomineeDocumentType(slot) };
    if (!(await this.store.removeFile(key))) throw refuse('NOMINEE_DOCUMENT', m.documentMissing);
    return { slot, removed: true };
  }

  async loadWitness(refNo: string) {
    await this.store.assertReached(refNo, witnessScreen);
    const saved = await this.store.loadStep<WitnessRecord>(refNo, 'F', keys.witness);
    return { form: saved ?? { name: '', dob: '', address: '' }, today: this.today() };
  }

  async saveWitness(refNo: string, form: TWitnessForm) {
    await this.store.assertReached(refNo, witnessScreen);
    const problem = firstNomineeError(witnessFormErrors(form, this.today()));
    if (problem) throw refuse('WITNESS', problem);
    const count = (await this.choice(refNo))?.count ?? 0;
    const nominees = await this.nominees(refNo, count);
    if (nominees.length < count) throw refuse('NOMINEES_INCOMPLETE', m.nomineesIncomplete);
    const shares = nominationSharesError(nominees.map((n) => n.share));
    if (shares) throw refuse('NOMINEE_SHARE', shares);
    const record: WitnessRecord = {
      name: normalizeName(form.name),
      dob: dobText(form.dob),
      address: form.address.replace(/\s+/g, ' ').trim(),
    };
    await this.store.saveStep(refNo, 'F', keys.witness, record);
    return { nextScreenId: await this.store.advance(refNo, witnessScreen) };
  }

  /** The owner of a demat account given as a nominee's ID proof, from the depository. */
  async beneficialOwner(refNo: string, dematAccNo: string) {
    await this.store.assertReached(refNo, nomineeSlotScreens[1]);
    const number = normalizeIdNo(dematAccNo);
    if (idProofErrors(dematIdProofType, number, () => m.invalidDemat).number)
      throw refuse('DEMAT_ACCOUNT', m.invalidDemat);
    const account = parseDematAccount(number);
    const owner = account ? await this.depository.beneficialOwner(number) : null;
    return {
      found: owner !== null,
      depository: account?.depository ?? '',
      dpId: account?.dpId ?? '',
      clientId: account?.clientId ?? '',
      name: owner?.name ?? '',
    };
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
