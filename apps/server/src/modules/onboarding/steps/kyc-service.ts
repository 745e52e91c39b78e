import {
  type HolderRole,
  kraStatusLabels,
  onboardingKycMessages as m,
  screenIdFor,
  type TKycIdentity,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { IdentitySources, KraLookup } from '../../../providers/kyc-sources/port.js';
import { enteredHolder, kycStepKeys as keys, labelledDifferences, refuse } from './kyc-holder.js';
import type { OnboardingStore } from '../store.js';

type Area = 'tradereg' | 'emftradereg';

/**
 * KYC of a holder (spec 2 screens 53-56, 61-64, 11/12 and their twins): the KRA first, then the
 * Central KYC Registry, then DigiLocker. Each save records the branch taken, which decides the
 * next screen.
 */
export class KycService {
  constructor(
    private readonly store: OnboardingStore,
    private readonly sources: IdentitySources,
  ) {}

  /**
   * The holder's name as the KYC record has it, where the applicant left it blank on the PAN
   * screen: the desk does not ask what the record it relies on already says.
   */
  private async nameFromRecord(refNo: string, role: HolderRole, identity: TKycIdentity) {
    const holder = await this.store.holder(refNo, role);
    if (!holder || (holder.firstName ?? '') !== '') return;
    const part = (value: string) => value.replace(/\s+/g, ' ').trim().toUpperCase();
    await this.store.upsertHolder(refNo, role, {
      firstName: part(identity.fname),
      middleName: part(identity.mname),
      lastName: part(identity.lname),
    });
  }

  async loadKra(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const found = await this.sources.kraLookup(entered.pan);
    await this.store.saveStep(refNo, role, keys.kra, found);
    const usable = found.status === 'VALIDATED';
    const message = usable
      ? m.kraValidated
      : found.status === 'NOT_FOUND'
        ? m.kraNotFound
        : m.kraNotValidated;
    return {
      holder: role,
      entered,
      kraStatus: found.status,
      kraStatusText: found.status === 'NOT_FOUND' ? 'Not Found' : kraStatusLabels[found.status],
      usable: usable ? ('Y' as const) : ('N' as const),
      message,
      identity: found.identity,
    };
  }

  async saveKra(refNo: string, role: HolderRole, consent: 'Y' | 'N') {
    await this.store.assertReached(refNo, screenIdFor('kradownload', role));
    const entered = await enteredHolder(this.store, refNo, role);
    const found =
      (await this.store.loadStep<KraLookup>(refNo, role, keys.kra)) ??
      (await this.sources.kraLookup(entered.pan));
    const usable = found.status === 'VALIDATED';
    if (usable && consent !== 'Y') throw refuse('CONSENT', m.kycConsent);
    await this.store.saveStep(refNo, role, keys.kra, found);
    if (usable && found.identity) await this.nameFromRecord(refNo, role, found.identity);
    await this.store.setKyc(refNo, role, usable ? 'KRA' : 'NONE');
    return { nextScreenId: await this.store.advance(refNo, screenIdFor('kradownload', role)) };
  }

  async loadCkyc(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const identity = await this.sources.ckycLookup(entered.pan, entered.dob);
    await this.store.saveStep(refNo, role, keys.ckyc, { identity });
    return {
      holder: role,
      entered,
      found: identity ? ('Y' as const) : ('N' as const),
      message: identity ? m.ckycFound : m.ckycNotFound,
      identity,
    };
  }

  async saveCkyc(refNo: string, role: HolderRole, consent: 'Y' | 'N') {
    await this.store.assertReached(refNo, screenIdFor('ckycdownload', role));
    const entered = await enteredHolder(this.store, refNo, role);
    const saved = await this.store.loadStep<{ identity: TKycIdentity | null }>(
      refNo,
      role,
      keys.ckyc,
    );
    const identity = saved
      ? saved.identity
      : await this.sources.ckycLookup(entered.pan, entered.dob);
    if (identity && consent !== 'Y') throw refuse('CONSENT', m.kycConsent);
    await this.store.saveStep(refNo, role, keys.ckyc, { identity });
    if (identity) await this.nameFromRecord(refNo, role, identity);
    await this.store.setKyc(refNo, role, identity ? 'CKYC' : 'NONE');
    return { nextScreenId: await this.store.advance(refNo, screenIdFor('ckycdownload', role)) };
  }

  async loadDigiLocker(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const holder = await this.store.holder(refNo, role);
    const received = await this.store.loadStep<TKycIdentity>(refNo, role, keys.digiLocker);
    return {
      holder: role,
      entered,
      mobile: holder?.mobile ?? '',
      received: received ? ('Y' as const) : ('N' as const),
    };
  }

  /** Opens a DigiLocker consent session; DigiLocker sends the browser back to screen 12's page. */
  async startDigiLocker(refNo: string, role: HolderRole, area: Area, consent: 'Y' | 'N') {
    await this.store.assertReached(refNo, screenIdFor('loaddigilocker', role));
    if (consent !== 'Y') throw refuse('CONSENT', m.aadhaarMobileConsent);
    const entered = await enteredHolder(this.store, refNo, role);
    const returnPath = `/cdesk/${area}/createaccount/loaddigilockervrfy?holder=${role}`;
    try {
      return await this.sources.digiLockerStart({ refNo, holder: role, ...entered, returnPath });
    } catch {
      throw new AppError(417, 'DIGILOCKER_DOWN', m.digiLockerStartFailed);
    }
  }

  /** Records what DigiLocker shared, read from DigiLocker by the session the browser came back with. */
  async recordDigiLocker(refNo: string, role: HolderRole, sessionId: string) {
    await this.store.assertReached(refNo, screenIdFor('loaddigilocker', role));
    const entered = await enteredHolder(this.store, refNo, role);
    const outcome = await this.sources.digiLockerOutcome(sessionId);
    if (outcome.state === 'UNKNOWN' || outcome.refNo !== refNo || outcome.holder !== role)
      throw refuse('DIGILOCKER_RETURN', m.digiLockerInvalidReturn);
    if (outcome.state !== 'CONSENTED')
      throw outcome.state === 'DECLINED'
        ? refuse('DIGILOCKER_DECLINED', m.digiLockerDeclined)
        : refuse('DIGILOCKER_PENDING', m.digiLockerPending);
    if (outcome.identity.pan.toUpperCase() !== entered.pan)
      throw refuse('DIGILOCKER_PAN', m.digiLockerPanMismatch);
    await this.store.saveStep(refNo, role, keys.digiLocker, outcome.identity);
    // Back from DigiLocker, the application stands at the verification screen.
    await this.store.moveTo(refNo, screenIdFor('loaddigilockervrfy', role));
    return { received: 'Y' as const, message: m.digiLockerVerified };
  }

  async loadDigiLockerVrfy(refNo: string, role: HolderRole) {
    const entered = await enteredHolder(this.store, refNo, role);
    const identity = await this.store.loadStep<TKycIdentity>(refNo, role, keys.digiLocker);
    return {
      holder: role,
      entered,
      identity,
      differences: identity ? labelledDifferences(entered, identity) : [],
    };
  }

  async saveDigiLockerVrfy(refNo: string, role: HolderRole, consent: 'Y' | 'N') {
    await this.store.assertReached(refNo, screenIdFor('loaddigilockervrfy', role));
    await enteredHolder(this.store, refNo, role);
    const identity = await this.store.loadStep<TKycIdentity>(refNo, role, keys.digiLocker);
    if (!identity) throw refuse('DIGILOCKER_PENDING', m.digiLockerPending);
    if (consent !== 'Y') throw refuse('CONSENT', m.kycConsent);
    await this.nameFromRecord(refNo, role, identity);
    await this.store.setKyc(refNo, role, 'DIGILOCKER');
    return {
      nextScreenId: await this.store.advance(refNo, screenIdFor('loaddigilockervrfy', role)),
    };
  }
}
