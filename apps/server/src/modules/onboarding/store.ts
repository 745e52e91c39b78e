import {
  esignStatuses,
  type HolderRole,
  onboardingFormMessages,
  onboardingMessages,
  onboardingSequence,
  holderRoles,
  isHolderRole,
  type KycSource,
  nextScreen,
  type OnboardingFacts,
} from '@cdesk/domain';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

export type {
  ApplicationPatch,
  ApplicationRow,
  FileInput,
  FileKey,
  FileRow,
  HolderPatch,
  HolderRow,
} from './repository.js';

/**
 * The step keys of part 2 (bank details onwards). Two of them shape the path: the nomination
 * choice (opted in or out, and how many nominees) and the mandate choice (an e-mandate adds its
 * submission and e-sign after the form's e-sign).
 */
export const partTwoStepKeys = {
  bank: 'bank',
  mandate: 'mandate',
  nomineeSelection: 'nomineeselection',
  /** One per nominee slot: nominee1, nominee2, nominee3. */
  nominee: (slot: 1 | 2 | 3) => `nominee${slot}`,
  witness: 'witness',
  livePhoto: 'livephoto',
  documents: 'documents',
  signature: 'signature',
  form: 'form',
  esign: 'esign',
  mandateEsign: 'mandateesign',
} as const;

/** What the nomination step saves that the path depends on. */
export interface NominationChoice {
  optIn: boolean;
  count: number;
}

/** What the mandate step saves that the path depends on. */
export interface MandateChoice {
  /** An e-mandate to be e-signed and authenticated at the bank after the form's e-sign. */
  emandate: boolean;
}

/**
 * An application's saved state: the application row, its holders, and each step's saved form.
 * Every method takes an optional transaction so a save call can write all of a step at once.
 */
export class OnboardingStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  application(refNo: string, tx: Executor = this.db) {
    return repo.application(tx, refNo);
  }

  updateApplication(refNo: string, patch: repo.ApplicationPatch, tx: Executor = this.db) {
    return repo.updateApplication(tx, refNo, patch, this.clock.businessNow());
  }

  /** The holders in the order F, S, T, G. */
  async holders(refNo: string, tx: Executor = this.db): Promise<repo.HolderRow[]> {
    const rows = await repo.holders(tx, refNo);
    const rank = (role: string) => holderRoles.indexOf(role as HolderRole);
    return rows.sort((a, b) => rank(a.role) - rank(b.role));
  }

  async holder(refNo: string, role: HolderRole, tx: Executor = this.db) {
    return (await repo.holders(tx, refNo)).find((h) => h.role === role) ?? null;
  }

  upsertHolder(refNo: string, role: HolderRole, patch: repo.HolderPatch, tx: Executor = this.db) {
    return repo.upsertHolder(tx, refNo, role, patch, this.clock.businessNow());
  }

  /** Removes a holder and everything its steps saved. */
  removeHolder(refNo: string, role: HolderRole, tx: Executor = this.db) {
    return repo.removeHolder(tx, refNo, role);
  }

  async loadStep<T>(refNo: string, role: HolderRole, key: string, tx: Executor = this.db) {
    return (await repo.loadStep(tx, refNo, role, key)) as T | null;
  }

  saveStep(refNo: string, role: HolderRole, key: string, data: unknown, tx: Executor = this.db) {
    return repo.saveStep(tx, refNo, role, key, data, this.clock.businessNow());
  }

  /** Forgets what a step saved (a nominee taken out of the nomination). */
  removeStep(refNo: string, role: HolderRole, key: string, tx: Executor = this.db) {
    return repo.removeStep(tx, refNo, role, key);
  }

  /** Records where a holder's KYC record was found: the branch the machine takes for it. */
  async setKyc(refNo: string, role: HolderRole, source: KycSource, tx: Executor = this.db) {
    const app = await repo.application(tx, refNo);
    if (!app) return;
    await repo.updateApplication(
      tx,
      refNo,
      { kyc: { ...app.kyc, [role]: source } },
      this.clock.businessNow(),
    );
  }

  /** The facts the step machine needs, from the saved application. */
  async facts(refNo: string, tx: Executor = this.db): Promise<OnboardingFacts> {
    const app = await repo.application(tx, refNo);
    const roles = (await repo.holders(tx, refNo)).map((h) => h.role).filter(isHolderRole);
    const holders = holderRoles.filter((role) => role === 'F' || roles.includes(role));
    const kyc: OnboardingFacts['kyc'] = {};
    for (const [role, source] of Object.entries(app?.kyc ?? {}))
      if (isHolderRole(role)) kyc[role] = source as KycSource;
    const nomination = await this.loadStep<NominationChoice>(
      refNo,
      'F',
      partTwoStepKeys.nomineeSelection,
      tx,
    );
    const mandate = await this.loadStep<MandateChoice>(refNo, 'F', partTwoStepKeys.mandate, tx);
    return {
      holders,
      minor: app?.minor ?? false,
      kyc,
      ...(nomination ? { nominate: nomination.optIn, nominees: nomination.count } : {}),
      ...(mandate ? { mandate: mandate.emandate } : {}),
    };
  }

  /** Keeps a file of the application, replacing one of the same holder, kind and type. */
  putFile(input: repo.FileInput, tx: Executor = this.db) {
    return repo.putFile(tx, input, this.clock.businessNow());
  }

  file(key: repo.FileKey, tx: Executor = this.db) {
    return repo.file(tx, key);
  }

  files(refNo: string, kind?: string, tx: Executor = this.db) {
    return repo.fileList(tx, refNo, kind);
  }

  removeFile(key: repo.FileKey, tx: Executor = this.db) {
    return repo.removeFile(tx, key);
  }

  /**
   * Refuses a call about a screen the application has not reached yet (past its saved screen on
   * the machine's path), so a step cannot be skipped by calling a later one.
   */
  async assertReached(refNo: string, screenId: string, tx: Executor = this.db): Promise<void> {
    const app = await repo.application(tx, refNo);
    const sequence = onboardingSequence(await this.facts(refNo, tx));
    const saved = sequence.indexOf(app?.screenId ?? '');
    const asked = sequence.indexOf(screenId);
    if (!app || asked < 0 || saved < 0 || asked > saved)
      throw new AppError(400, 'STEP_NOT_OPEN', onboardingMessages.stepNotOpen);
  }

  /** Whether the application's form is e-signed (the signature not withdrawn since). */
  async signed(refNo: string, tx: Executor = this.db): Promise<boolean> {
    const esign = await this.loadStep<{ status?: string }>(refNo, 'F', partTwoStepKeys.esign, tx);
    return esign?.status === esignStatuses.done;
  }

  /**
   * Refuses a change to an application whose form is e-signed: what was signed is what staff
   * approve, so a change goes through Change my application, which withdraws the signature.
   */
  async assertNotSigned(refNo: string, tx: Executor = this.db): Promise<void> {
    if (await this.signed(refNo, tx))
      throw new AppError(409, 'APPLICATION_SIGNED', onboardingFormMessages.signedFrozen);
  }

  /** Runs `work` in one transaction of the application's database. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Reopens an undecided application at a screen; false once staff have decided it. */
  reopen(refNo: string, screenId: string, tx: Executor = this.db) {
    return repo.reopenUndecided(tx, refNo, screenId, this.clock.businessNow());
  }

  /** Saves the screen the application resumes at. */
  moveTo(refNo: string, screenId: string, tx: Executor = this.db) {
    return repo.updateApplication(tx, refNo, { screenId }, this.clock.businessNow());
  }

  /**
   * After a save on `fromScreenId`: the machine's next screen from the facts as they now are,
   * saved as the resume point and answered to the client as nextScreenId.
   */
  async advance(refNo: string, fromScreenId: string, tx: Executor = this.db): Promise<string> {
    const next = nextScreen(await this.facts(refNo, tx), fromScreenId) ?? fromScreenId;
    await this.moveTo(refNo, next, tx);
    return next;
  }
}
