import {
  type EntryOrigin,
  onboardingMessages,
  registrationHelpNo,
  registrationLoginError,
  registrationLoginValue,
  type RegistrationAccountType,
  type RegistrationChannel,
  stepForScreen,
  type TRegApplicationSummary,
} from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { contactRecipient, type OtpService } from '../../access/index.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import type { CentrePartnerService } from './centre-partner-service.js';
import * as repo from '../repository.js';
import type { RegistrationPrincipal, RegistrationSessions } from './session.js';

interface LoginTarget {
  loginType: RegistrationChannel;
  loginValue: string;
  linkRefNo: string;
}

const recipientOf = (target: LoginTarget) =>
  contactRecipient(
    target.loginType === 'Email' ? 'EMAIL' : 'SMS',
    registrationLoginValue(target.loginType, target.loginValue),
  );

/** LoginService: the OTP login of a registration, and what the login already has. */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly otp: OtpService,
    private readonly sessions: RegistrationSessions,
    private readonly partners: CentrePartnerService,
    private readonly audit: AuditService,
  ) {}

  helpNo() {
    return { helpNo: registrationHelpNo };
  }

  private checkTarget(target: LoginTarget) {
    const error = registrationLoginError(target.loginType, target.loginValue);
    if (error) throw new AppError(400, 'INVALID_LOGIN', error);
  }

  /** The partner of a partner link, refused when the link is unknown or the partner terminated. */
  private async linkPartner(linkRefNo: string) {
    if (!linkRefNo) return null;
    return this.partners.partnerOfLink(linkRefNo);
  }

  async generateOtp(target: LoginTarget, address: string) {
    this.checkTarget(target);
    await this.linkPartner(target.linkRefNo);
    const sent = await this.otp.send(recipientOf(target), 'REGISTRATION', { address });
    if (!sent.ok)
      return {
        ok: false as const,
        data: { sentTo: '', otpSeconds: 0, otp_regenrate: 'N' as const, message: sent.message },
        message: sent.message,
      };
    const sentTo = target.loginType === 'Email' ? sent.emailId : sent.mobile;
    const message = `OTP has been sent to ${sentTo}.`;
    return {
      ok: true as const,
      data: {
        sentTo,
        otpSeconds: sent.otpSeconds,
        otp_regenrate: sent.canRegenerate ? ('Y' as const) : ('N' as const),
        message,
      },
      message,
    };
  }

  async verifyOtp(
    input: LoginTarget & { otp: string; origin: EntryOrigin; accountType: RegistrationAccountType },
    context: AuditContext,
  ) {
    const address = context.ip;
    this.checkTarget(input);
    const partner = await this.linkPartner(input.linkRefNo);
    const checked = await this.otp.check(recipientOf(input), 'REGISTRATION', input.otp, {
      address,
    });
    if (!checked.ok) throw new AppError(400, `OTP_${checked.reason}`, checked.message);
    const value = registrationLoginValue(input.loginType, input.loginValue);
    const loginId = await repo.upsertLogin(this.db, input.loginType, value, this.clock.realNow());
    // A partner's link makes the entry a partner-link one, whatever the page said.
    const origin: EntryOrigin = partner ? 'PARTNER LINK' : input.origin;
    const opened = await this.sessions.open({ loginId, origin, partnerId: partner?.id ?? null });
    await this.audit.record('REGISTRATION_LOGIN', null, context, {
      loginId,
      channel: input.loginType,
      origin,
      partnerId: partner?.id ?? null,
    });
    return {
      sessionRefToken: opened.token,
      expiresAt: opened.expiresAt.toISOString(),
      loginType: input.loginType,
      loginValue: value,
      origin,
      accountType: input.accountType,
      partnerCode: partner?.njCode ?? '',
    };
  }

  /** The login's applications, newest first, with their holders and where each stands. */
  async searchLogin(
    principal: RegistrationPrincipal,
  ): Promise<{ applications: TRegApplicationSummary[] }> {
    const apps = await repo.applicationsOfLogin(this.db, principal.loginId);
    const holders = await repo.holdersOf(
      this.db,
      apps.map((a) => a.refNo),
    );
    const order = ['F', 'S', 'T', 'G'];
    return {
      applications: apps.map((app) => ({
        refNo: app.refNo,
        accountType: app.accountType as RegistrationAccountType,
        formType: app.formType,
        origin: app.origin as EntryOrigin,
        holders: holders
          .filter((h) => h.refNo === app.refNo)
          .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role))
          .map((h) => ({
            role: h.role as 'F' | 'S' | 'T' | 'G',
            name: [h.firstName, h.middleName, h.lastName].filter(Boolean).join(' '),
            pan: h.pan ?? '',
          })),
        screenId: app.screenId,
        stepName: stepForScreen(app.screenId).step,
        status: app.status,
        createdAt: app.createdAt.toISOString(),
        updatedAt: app.updatedAt.toISOString(),
      })),
    };
  }

  /** Wealth accounts already held with the login's mobile number or e-mail ID. */
  async clientAccounts(principal: RegistrationPrincipal) {
    return {
      accounts: await repo.accountsWithContact(this.db, principal.channel, principal.loginValue),
    };
  }
}

export const notFoundApplication = () =>
  new AppError(400, 'APPLICATION_NOT_FOUND', onboardingMessages.applicationNotFound);
