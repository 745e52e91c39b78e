import {
  displayDate,
  firstNomineeError,
  istDate,
  nominationSharesError,
  normalizeName,
  onboardingNomineeMessages as m,
  parseDob,
  type TWitnessForm,
  witnessFormErrors,
} from '@cdesk/domain';
import type { Clock } from '../../../lib/clock.js';
import { refuse } from './kyc-holder.js';
import { Nomination } from './nomination.js';
import type { WitnessRecord } from '../form/part-two-records.js';
import { partTwoStepKeys as keys, type OnboardingStore } from '../store.js';

const witnessScreen = '39';

/** Screen 39 (loadNomineeWitness, saveNomineeWitness): the nomination's witness, of full age. */
export class WitnessService {
  private readonly nomination: Nomination;

  constructor(
    private readonly store: OnboardingStore,
    private readonly clock: Clock,
  ) {
    this.nomination = new Nomination(store);
  }

  async load(refNo: string) {
    await this.store.assertReached(refNo, witnessScreen);
    const saved = await this.store.loadStep<WitnessRecord>(refNo, 'F', keys.witness);
    return {
      form: saved ?? { name: '', dob: '', address: '' },
      today: istDate(this.clock.businessNow()),
    };
  }

  /** The witness closes the nomination: every chosen nominee saved, their shares 100 in all. */
  async save(refNo: string, form: TWitnessForm) {
    await this.store.assertReached(refNo, witnessScreen);
    const problem = firstNomineeError(witnessFormErrors(form, istDate(this.clock.businessNow())));
    if (problem) throw refuse('WITNESS', problem);
    const count = (await this.nomination.choice(refNo))?.count ?? 0;
    const nominees = await this.nomination.nominees(refNo, count);
    if (nominees.length < count) throw refuse('NOMINEES_INCOMPLETE', m.nomineesIncomplete);
    const shares = nominationSharesError(nominees.map((n) => n.share));
    if (shares) throw refuse('NOMINEE_SHARE', shares);
    const dob = parseDob(form.dob);
    const record: WitnessRecord = {
      name: normalizeName(form.name),
      dob: dob ? displayDate(dob) : form.dob,
      address: form.address.replace(/\s+/g, ' ').trim(),
    };
    await this.store.saveStep(refNo, 'F', keys.witness, record);
    return { nextScreenId: await this.store.advance(refNo, witnessScreen) };
  }
}
