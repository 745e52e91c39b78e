import {
  formatPaise,
  hasPendingSteps,
  isDeferrable,
  messages,
  passwordChangeProblem,
  pinChangeProblem,
  pinMessages,
  loginPolicy,
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
        ? await this.depository.dpChargesPaymentUrl(account.id, account.dpChargesPaise)
        : '',
      isReKyc: yesNo(account.rekycMandatory),
      reKycLink: account.rekycMandatory ? await this.kyc.rekycUrl(account.id) : '',
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
      fatcaDeclaredAt: this.clock.now(),
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
    const linkUrl = await this.kyc.panAadhaarLinkUrl(account.id);
    let pending = account.panAadhaarSeedingPending;
    let deactive = account.panAadhaarDeactive;
    let message: string;
    if (action === 'ALREADY_LINKED') {
      if (await this.kyc.isPanAadhaarLinked(account.id)) {
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
    return this.depository.dpChargesPaymentUrl(account.id, account.dpChargesPaise);
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

  async changePassword(
    principal: SessionPrincipal,
    change: { oldPassword: string; newPassword: string; confirmPassword: string },
    context: AuditContext,
  ): Promise<void> {
    const account = await this.access.accountOf(principal);
    const ids = [account.njAcNo, ...(account.loginId ? [account.loginId] : [])];
    const problem = passwordChangeProblem(change, ids);
    if (problem) throw new AppError(400, 'PASSWORD_REJECTED', problem);
    if (!(await verifyPassword(account.passwordHash, change.oldPassword))) {
      throw new AppError(400, 'PASSWORD_REJECTED', messages.passwordWrongCurrent);
    }
    await repo.updateAccount(this.db, account.id, {
      passwordHash: await hashPassword(change.newPassword),
      passwordChangedAt: this.clock.now(),
      mustChangePassword: false,
      passwordExpired: false,
      isFromForgotPassword: false,
    });
    await this.audit.record('PASSWORD_CHANGED', account.id, context);
  }

  /**
   * Changes the 4-digit PIN. A wrong current PIN counts towards the block like a wrong password,
   * so the 10,000 possible PINs cannot be tried from a stolen session.
   */
  async changePin(
    principal: SessionPrincipal,
    change: { oldPin: string; newPin: string; confirmPin: string },
    context: RequestContext,
  ): Promise<void> {
    const account = await this.access.accountOf(principal);
    const problem = pinChangeProblem(change);
    if (problem) throw new AppError(400, 'PIN_REJECTED', problem);
    const matches =
      account.pinHash !== null && (await verifyPassword(account.pinHash, change.oldPin));
    if (!matches) {
      const { failedAttempts, blocked } = await this.access.recordFailure(
        account.id,
        context,
        'changePin',
      );
      if (blocked) throw new AppError(400, 'UCC_BLOCK', messages.accountBlocked);
      const left = loginPolicy.blockAtFailures - failedAttempts;
      throw new AppError(
        400,
        'PIN_REJECTED',
        `${pinMessages.wrongCurrent} ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    }
    await repo.updateAccount(this.db, account.id, {
      pinHash: await hashPassword(change.newPin),
      failedAttempts: 0,
    });
    await this.audit.record('PIN_CHANGED', account.id, context, { via: 'settings' });
  }

  /** A person paid, re-KYC'd or linked on a sandbox page: the provider tells the desk, the flag clears. */
  async completeProviderRequest(
    ref: string,
    context: AuditContext,
  ): Promise<'done' | 'already' | 'unknown'> {
    const request = await this.providerRequests.find(ref);
    if (!request) return 'unknown';
    if (!(await this.providerRequests.complete(ref, this.clock.now()))) return 'already';
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
