import {
  formatPaise,
  attemptLimitMessage,
  attemptLimits,
  attemptsLeft,
  attemptsLeftText,
  hasPendingSteps,
  isBlockedAfter,
  isDeferrable,
  messages,
  passwordChangeProblem,
  pinChangeProblem,
  pinMessages,
  personalisedLoginIdProblem,
  yesNo,
  type PostLoginFacts,
  type PostLoginStep,
  type TActivation,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Depository } from '../../providers/depository/port.js';
import type { KycSources } from '../../providers/kyc/port.js';
import type { ProviderRequestStore } from '../../providers/provider-requests.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import { subjects } from './attempt-limiter.js';
import type { AccessService, RequestContext, SessionPrincipal } from './service.js';
import { toUserData } from './service.js';
import * as repo from './repository.js';
import { declarationHtml, panAadhaarHtml } from './texts.js';

export function factsOf(account: repo.Account, deferredSteps: readonly string[]): PostLoginFacts {
  const user = toUserData(account);
  return {
    chnagePassWord: user.chnagePassWord,
    isPasswordExpired: user.isPasswordExpired,
    isPanWithAadharSeeding: yesNo(account.panAadhaarSeedingPending),
    isPanWithAadharDeactive: yesNo(account.panAadhaarDeactive),
    fatcaDeclarationPending: yesNo(account.fatcaPending),
    dpChargesPending: yesNo(account.dpChargesPending),
    optionalDpChargesPending: yesNo(account.dpChargesPending && account.dpChargesOptional),
    isRekycMandatory: yesNo(account.rekycMandatory),
    reKycLink: '',
    isAskPersonalizedLogin: user.isAskPersonalizedLogin,
    emailVerified: yesNo(account.emailVerified),
    deferredSteps,
  };
}

/** The forced steps after login (spec 1 sections 2.2 and 4.1), each resolved for real. */
export class ActivationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly access: AccessService,
    private readonly depository: Depository,
    private readonly kyc: KycSources,
    private readonly providerRequests: ProviderRequestStore,
  ) {}

  /** The account of the session, refusing a request about another account number. */
  async ownAccount(principal: SessionPrincipal, njAcNo?: string): Promise<repo.Account> {
    const account = await this.access.accountOf(principal);
    if (njAcNo !== undefined && njAcNo !== account.njAcNo) {
      throw new AppError(403, 'ACCOUNT_MISMATCH', messages.notYourAccount);
    }
    return account;
  }

  async hasPendingSteps(principal: SessionPrincipal): Promise<boolean> {
    const account = await this.access.accountOf(principal);
    return hasPendingSteps(factsOf(account, principal.deferredSteps));
  }

  async activation(
    principal: SessionPrincipal,
    njAcNo: string,
    hostname: string,
  ): Promise<TActivation> {
    const account = await this.ownAccount(principal, njAcNo);
    const facts = factsOf(account, principal.deferredSteps);
    return {
      ...facts,
      deferredSteps: [...principal.deferredSteps],
      panAahaarSeedingHtml: panAadhaarHtml(account.panAadhaarDeactive),
      fatcaHtml: account.fatcaPending ? declarationHtml(account) : '',
      dpChargesPendingNote: account.dpChargesPending
        ? `Depository charges of ${formatPaise(account.dpChargesPaise)} are outstanding on your demat account ${account.dematAccNo || account.ucc}.` +
          (account.dpChargesOptional
            ? ''
            : ' Your account has been deactivated until they are paid.')
        : '',
      dpChargesURL: account.dpChargesPending
        ? await this.depository.dpChargesPaymentUrl(account, account.dpChargesPaise)
        : '',
      isReKyc: yesNo(account.rekycMandatory),
      reKycLink: account.rekycMandatory ? await this.kyc.rekycUrl(account) : '',
      reKycReasonId: account.rekycMandatory ? account.rekycReason : '',
      kycUpdatedOn: account.rekycMandatory ? (account.kycUpdatedOn ?? '') : '',
      hostname,
    };
  }

  async fatcaHtml(principal: SessionPrincipal, njAcNo: string): Promise<string> {
    return declarationHtml(await this.ownAccount(principal, njAcNo));
  }

  async saveFatca(
    principal: SessionPrincipal,
    njAcNo: string,
    context: AuditContext,
  ): Promise<void> {
    const account = await this.ownAccount(principal, njAcNo);
    await repo.updateAccount(this.db, account.id, {
      fatcaPending: false,
      fatcaDeclaredAt: this.clock.realNow(),
    });
    await this.audit.record('STEP_RESOLVED', account.id, context, { step: 'FATCA' });
  }

  async panAadhaar(
    principal: SessionPrincipal,
    njAcNo: string,
    action: 'ALREADY_LINKED' | 'LINK_NOW',
    context: AuditContext,
  ) {
    const account = await this.ownAccount(principal, njAcNo);
    const linkUrl = await this.kyc.panAadhaarLinkUrl(account);
    let pending = account.panAadhaarSeedingPending;
    let deactive = account.panAadhaarDeactive;
    let message: string;
    if (action === 'ALREADY_LINKED') {
      if (await this.kyc.isPanAadhaarLinked(account)) {
        pending = false;
        deactive = false;
        await repo.updateAccount(this.db, account.id, {
          panAadhaarSeedingPending: false,
          panAadhaarDeactive: false,
        });
        message =
          'Thank you. The income tax department confirms that your PAN is linked with your Aadhaar.';
      } else {
        message =
          'The income tax department does not show your PAN as linked with Aadhaar yet. Please use Link Now.';
      }
    } else {
      message = deactive
        ? 'You will now be taken to the income tax portal to link your PAN with Aadhaar. Your account stays inactive until the link is done, so you will be logged out.'
        : 'You will now be taken to the income tax portal to link your PAN with Aadhaar.';
    }
    await this.audit.record('STEP_RESOLVED', account.id, context, {
      step: 'PAN_AADHAAR',
      action,
      pending,
    });
    return {
      message,
      data: {
        linkUrl,
        isPanWithAadharSeeding: yesNo(pending),
        isPanWithAadharDeactive: yesNo(deactive),
      },
    };
  }

  async askMeLater(
    principal: SessionPrincipal,
    step: PostLoginStep,
    context: AuditContext,
  ): Promise<string[]> {
    const account = await this.access.accountOf(principal);
    if (!isDeferrable(step, factsOf(account, principal.deferredSteps))) {
      throw new AppError(
        400,
        'NOT_DEFERRABLE',
        'This step cannot be put off. Please complete it to continue.',
      );
    }
    const deferred = await repo.deferStep(this.db, principal.sessionId, step);
    await this.audit.record('STEP_DEFERRED', account.id, context, { step });
    return deferred;
  }

  async dpChargesUrl(principal: SessionPrincipal): Promise<string> {
    const account = await this.access.accountOf(principal);
    if (!account.dpChargesPending)
      throw new AppError(400, 'NOTHING_DUE', 'There are no depository charges to pay.');
    return this.depository.dpChargesPaymentUrl(account, account.dpChargesPaise);
  }

  async loginIdAvailability(principal: SessionPrincipal, loginId: string) {
    const account = await this.access.accountOf(principal);
    const problem = personalisedLoginIdProblem(loginId, account.njAcNo);
    if (problem) return { available: false, message: problem };
    const holder = await repo.findAccountByLoginId(this.db, loginId.trim());
    if (holder && holder.id !== account.id)
      return { available: false, message: messages.loginIdTaken };
    return { available: true, message: 'This login ID is available.' };
  }

  async savePersonalisedLoginId(
    principal: SessionPrincipal,
    loginId: string,
    context: AuditContext,
  ): Promise<void> {
    const account = await this.access.accountOf(principal);
    const { available, message } = await this.loginIdAvailability(principal, loginId);
    if (!available) throw new AppError(400, 'LOGIN_ID_REJECTED', message);
    try {
      await repo.updateAccount(this.db, account.id, {
        loginId: loginId.trim(),
        askPersonalisedLogin: false,
      });
    } catch {
      // Two investors choosing the same ID at once: the unique index decides, the loser is told.
      throw new AppError(400, 'LOGIN_ID_REJECTED', messages.loginIdTaken);
    }
    await this.audit.record('STEP_RESOLVED', account.id, context, { step: 'PERSONALISED_LOGIN' });
  }

  /**
   * Changes the password. The current one is a secret check like the login's: wrong answers count
   * towards the same block (which ends every session), so a stolen session cannot guess it. Neither
   * the current nor the previous password may come back. The session making the change goes on
   * (the settings page stays, a forced change continues the post-login chain); every other ends.
   */
  async changePassword(
    principal: SessionPrincipal,
    change: { oldPassword: string; newPassword: string; confirmPassword: string },
    context: RequestContext,
  ): Promise<void> {
    const account = await this.access.accountOf(principal);
    const ids = [account.njAcNo, ...(account.loginId ? [account.loginId] : [])];
    const problem = passwordChangeProblem(change, ids);
    if (problem) throw new AppError(400, 'PASSWORD_REJECTED', problem);
    const who = { account: subjects.account(account.id), address: subjects.address(context.ip) };
    const tooMany = await this.access.limiter.refusal('PASSWORD', who);
    if (tooMany) throw new AppError(400, 'TOO_MANY_ATTEMPTS', tooMany.message);
    if (!(await verifyPassword(account.passwordHash, change.oldPassword))) {
      const failures = await this.access.limiter.fail('PASSWORD', who);
      if (isBlockedAfter(failures)) {
        await this.audit.record('ACCOUNT_LOCKED', account.id, context, { via: 'changePassword' });
        await this.access.revokeSessions(account.id, context, 'BLOCKED');
        throw new AppError(400, 'UCC_BLOCK', messages.accountBlocked);
      }
      throw new AppError(400, 'PASSWORD_REJECTED', messages.passwordWrongCurrent);
    }
    if (
      account.previousPasswordHash !== null &&
      (await verifyPassword(account.previousPasswordHash, change.newPassword))
    ) {
      throw new AppError(400, 'PASSWORD_REJECTED', messages.passwordSameAsPrevious);
    }
    await this.db.transaction(async (tx) => {
      await repo.updateAccount(tx, account.id, {
        passwordHash: await hashPassword(change.newPassword),
        // A temporary password from a reset is never kept: the one before it stays the previous.
        previousPasswordHash: account.isFromForgotPassword
          ? account.previousPasswordHash
          : account.passwordHash,
        passwordChangedAt: this.clock.realNow(),
        mustChangePassword: false,
        passwordExpired: false,
        isFromForgotPassword: false,
      });
      await this.access.limiter.clear('PASSWORD', who.account, tx);
      await this.access.revokeSessions(account.id, context, 'PASSWORD_CHANGED', {
        keep: principal.sessionId,
        tx,
      });
      await this.audit.record('PASSWORD_CHANGED', account.id, context, undefined, tx);
      await this.access.passwordChanged(tx, account.id, 'PASSWORD_CHANGED', context);
    });
  }

  /**
   * Changes the 4-digit PIN. A wrong current PIN counts against the PIN's attempt limit, so the
   * 10,000 possible PINs cannot be tried from a stolen session: the last wrong one ends every
   * session of the account. A change ends every session but this one.
   */
  async changePin(
    principal: SessionPrincipal,
    change: { oldPin: string; newPin: string; confirmPin: string },
    context: RequestContext,
  ): Promise<void> {
    const account = await this.access.accountOf(principal);
    const problem = pinChangeProblem(change);
    if (problem) throw new AppError(400, 'PIN_REJECTED', problem);
    const who = { account: subjects.account(account.id), address: subjects.address(context.ip) };
    const tooMany = await this.access.limiter.refusal('PIN', who);
    if (tooMany) throw new AppError(400, 'TOO_MANY_ATTEMPTS', tooMany.message);
    const matches =
      account.pinHash !== null && (await verifyPassword(account.pinHash, change.oldPin));
    if (!matches) {
      const left = attemptsLeft('PIN', await this.access.limiter.fail('PIN', who));
      await this.audit.record('LOGIN_FAILURE', account.id, context, { via: 'changePin', left });
      if (left === 0) {
        await this.access.revokeSessions(account.id, context, 'BLOCKED');
        const minutes = attemptLimits.PIN.perAccount.windowMinutes ?? 0;
        throw new AppError(
          400,
          'TOO_MANY_ATTEMPTS',
          attemptLimitMessage('PIN', 'ACCOUNT', minutes),
        );
      }
      throw new AppError(
        400,
        'PIN_REJECTED',
        `${pinMessages.wrongCurrent} ${attemptsLeftText(left)}`,
      );
    }
    if (
      account.previousPinHash !== null &&
      (await verifyPassword(account.previousPinHash, change.newPin))
    )
      throw new AppError(400, 'PIN_REJECTED', pinMessages.sameAsPrevious);
    await this.db.transaction(async (tx) => {
      await repo.updateAccount(tx, account.id, {
        pinHash: await hashPassword(change.newPin),
        previousPinHash: account.pinHash,
      });
      await this.access.limiter.clear('PIN', who.account, tx);
      await this.access.revokeSessions(account.id, context, 'PIN_CHANGED', {
        keep: principal.sessionId,
        tx,
      });
      await this.audit.record('PIN_CHANGED', account.id, context, { via: 'settings' }, tx);
    });
  }

  /** A person paid, re-KYC'd or linked on a sandbox page: the provider tells the desk, the flag clears. */
  async completeProviderRequest(
    ref: string,
    context: AuditContext,
  ): Promise<'done' | 'already' | 'unknown'> {
    const request = await this.providerRequests.find(ref);
    if (!request) return 'unknown';
    if (!(await this.providerRequests.complete(ref, this.clock.realNow()))) return 'already';
    const flags: Record<string, Parameters<typeof repo.updateAccount>[2]> = {
      DP_CHARGES: { dpChargesPending: false, dpChargesOptional: false, dpChargesPaise: 0n },
      REKYC: { rekycMandatory: false },
      PAN_AADHAAR: { panAadhaarSeedingPending: false, panAadhaarDeactive: false },
    };
    const update = flags[request.kind];
    if (update) await repo.updateAccount(this.db, request.accountId, update);
    await this.audit.record('STEP_RESOLVED', request.accountId, context, {
      step: request.kind,
      via: request.provider,
    });
    return 'done';
  }
}
