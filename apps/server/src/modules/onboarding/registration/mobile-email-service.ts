import { randomBytes } from 'node:crypto';
import {
  contactFormErrors,
  familyDeclarations,
  holderRoleLabels,
  maskEmail,
  maskMobile,
  nextScreen,
  onboardingHolderFields as fields,
  onboardingHolderMessages as m,
  onboardingLimits,
  orderedHolders,
  otpPolicy,
  otpTextError,
  partnerSideOrigins,
  screenIdFor,
  type FamilyDeclaration,
  type HolderRole,
  type TLoadMobEmailResponse,
  type TVrfyMobEmailResponse,
  type ZSaveDataMobEmailRequest,
  type ZVrfyMobEmailRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { sameText } from '../../../lib/keyed-hash.js';
import { hashToken } from '../../../lib/tokens.js';
import { contactRecipient, type OtpService } from '../../access/index.js';
import type { OutboxService } from '../../outbox/index.js';
import { loginById } from '../repository.js';
import type { SaveReply, StepOutcome } from '../steps/holder-service.js';
import type { OnboardingStore } from '../store.js';

export interface MobileEmailDeps {
  db: Db;
  store: OnboardingStore;
  otp: OtpService;
  outbox: OutboxService;
  clock: Clock;
}

/** What the contact step keeps beside the holder's row: the declarations and consents. */
interface ContactStep {
  mobileBelongsTo: FamilyDeclaration;
  emailBelongsTo: FamilyDeclaration;
  aadhaarMobileConsent: boolean;
  mobileFamilyConsent: boolean;
  emailFamilyConsent: boolean;
}

interface EmailLink {
  hash: string;
  email: string;
  expiresAt: string;
}

const contactStepKey = 'mobemail';
const linkStepKey = 'mobemail-link';
const refused = <T>(message: string, data: T | null = null): StepOutcome<T> => ({
  ok: false,
  message,
  data,
});

/** Screens 9/18/24/30 and 10/19/25/31: each holder's mobile and e-mail, verified by OTP or link. */
export class MobileEmailService {
  constructor(private readonly deps: MobileEmailDeps) {}

  private get store() {
    return this.deps.store;
  }

  /** The holders with contact screens of their own: a minor's first holder has none. */
  private async contactHolder(
    refNo: string,
    role: HolderRole,
    step: 'loadmobemail' | 'vrfymobemail' = 'loadmobemail',
  ) {
    const app = await this.store.application(refNo);
    if (!app) return null;
    const facts = await this.store.facts(refNo);
    if (!orderedHolders(facts).includes(role) || (facts.minor && role === 'F')) return null;
    const holder = await this.store.holder(refNo, role);
    if (!holder?.pan) return null;
    await this.store.assertReached(refNo, screenIdFor(step, role));
    return { app, facts, holder };
  }

  /**
   * The mobile or e-mail a client logged in with, which the login's OTP verified: it is the
   * applicant's own contact, so the applicant's contact screen (the first holder's, or the
   * guardian's on a minor's application) starts with it, verified. A partner or staff login is
   * the helper's contact, never the applicant's.
   */
  private async loginContact(
    found: NonNullable<Awaited<ReturnType<MobileEmailService['contactHolder']>>>,
    role: HolderRole,
  ): Promise<{ mobile: string; email: string }> {
    const none = { mobile: '', email: '' };
    const applicant = found.facts.minor ? 'G' : 'F';
    if (role !== applicant || (partnerSideOrigins as readonly string[]).includes(found.app.origin))
      return none;
    const login = await loginById(this.deps.db, found.app.loginId);
    if (!login) return none;
    return login.channel.toLowerCase() === 'email'
      ? { mobile: '', email: login.loginValue.toLowerCase() }
      : { mobile: login.loginValue, email: '' };
  }

  async loadMobEmail(refNo: string, role: HolderRole): Promise<StepOutcome<TLoadMobEmailResponse>> {
    const found = await this.contactHolder(refNo, role);
    if (!found) return refused(m.stepOrder);
    const { holder } = found;
    const step = await this.store.loadStep<ContactStep>(refNo, role, contactStepKey);
    const login = await this.loginContact(found, role);
    const mobile = holder.mobile ?? login.mobile;
    const email = holder.email ?? login.email;
    return {
      ok: true,
      data: {
        holder: role,
        holderLabel: holderRoleLabels[role],
        holderName: [holder.firstName, holder.middleName, holder.lastName]
          .filter(Boolean)
          .join(' '),
        mobile,
        email,
        mobileBelongsTo: step?.mobileBelongsTo ?? 'Self',
        emailBelongsTo: step?.emailBelongsTo ?? 'Self',
        aadhaarMobileConsent: step?.aadhaarMobileConsent ?? false,
        mobileFamilyConsent: step?.mobileFamilyConsent ?? false,
        emailFamilyConsent: step?.emailFamilyConsent ?? false,
        mobileVerified:
          (holder.mobileVerified && holder.mobile === mobile) ||
          (login.mobile !== '' && login.mobile === mobile),
        emailVerified:
          (holder.emailVerified && holder.email === email) ||
          (login.email !== '' && login.email === email),
        familyDeclarations: [...familyDeclarations],
      },
    };
  }

  private sendMobileOtp(refNo: string, role: HolderRole, mobile: string, name: string) {
    return this.deps.otp.send(contactRecipient('SMS', mobile, name), 'REGISTRATION_CONTACT', {
      requestRef: `${refNo}:${role}:MOBILE`,
      action: 'verify your mobile number for your account opening',
    });
  }

  private sendEmailOtp(refNo: string, role: HolderRole, email: string, name: string) {
    return this.deps.otp.send(contactRecipient('EMAIL', email, name), 'REGISTRATION_CONTACT', {
      requestRef: `${refNo}:${role}:EMAIL`,
      action: 'verify your e-mail for your account opening',
    });
  }

  /** Sends an OTP to each contact not yet verified; the words of a refusal, if any. */
  private async sendOtps(
    refNo: string,
    role: HolderRole,
    holder: {
      mobile: string;
      email: string;
      name: string;
      mobileVerified: boolean;
      emailVerified: boolean;
    },
  ): Promise<string | null> {
    if (!holder.mobileVerified) {
      const sent = await this.sendMobileOtp(refNo, role, holder.mobile, holder.name);
      if (!sent.ok) return sent.message;
    }
    if (!holder.emailVerified) {
      const sent = await this.sendEmailOtp(refNo, role, holder.email, holder.name);
      if (!sent.ok) return sent.message;
    }
    return null;
  }

  async saveDataMobEmail(
    refNo: string,
    body: z.output<typeof ZSaveDataMobEmailRequest>,
  ): Promise<
    StepOutcome<SaveReply & { maskedMobile: string; maskedEmail: string; otpSeconds: number }>
  > {
    const role = body.holder;
    const found = await this.contactHolder(refNo, role);
    if (!found) return refused(m.stepOrder);
    const { holder } = found;
    const others = (await this.store.holders(refNo))
      .filter((h) => h.role !== role)
      .map((h) => ({ mobile: h.mobile ?? '', email: h.email ?? '' }));
    const errors = contactFormErrors(body, others);
    const first = Object.values(errors)[0];
    const verifyScreen = screenIdFor('vrfymobemail', role);
    const masked = { maskedMobile: maskMobile(body.mobile), maskedEmail: maskEmail(body.email) };
    if (first)
      return refused(first, {
        nextScreenId: screenIdFor('loadmobemail', role),
        fieldErrors: errors as Record<string, string>,
        ...masked,
        otpSeconds: 0,
      });
    const mobile = body.mobile.trim();
    const email = body.email.trim().toLowerCase();
    const login = await this.loginContact(found, role);
    const mobileVerified =
      (holder.mobileVerified && holder.mobile === mobile) ||
      (login.mobile !== '' && login.mobile === mobile);
    const emailVerified =
      (holder.emailVerified && (holder.email ?? '').toLowerCase() === email) ||
      (login.email !== '' && login.email === email);
    await this.store.upsertHolder(refNo, role, {
      mobile,
      email,
      mobileVerified,
      emailVerified,
      mobileFamilyDecl: body.mobileBelongsTo,
      emailFamilyDecl: body.emailBelongsTo,
    });
    await this.store.saveStep(refNo, role, contactStepKey, {
      mobileBelongsTo: body.mobileBelongsTo,
      emailBelongsTo: body.emailBelongsTo,
      aadhaarMobileConsent: body.aadhaarMobileConsent,
      mobileFamilyConsent: body.mobileBelongsTo !== 'Self' && body.mobileFamilyConsent,
      emailFamilyConsent: body.emailBelongsTo !== 'Self' && body.emailFamilyConsent,
    });
    const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ');
    const problem = await this.sendOtps(refNo, role, {
      mobile,
      email,
      name,
      mobileVerified,
      emailVerified,
    });
    if (problem) return refused(problem);
    // Both contacts already verified (the login's OTP, or an earlier visit): nothing to verify.
    const nextScreenId =
      mobileVerified && emailVerified
        ? (nextScreen(found.facts, verifyScreen) ?? verifyScreen)
        : verifyScreen;
    await this.store.moveTo(refNo, nextScreenId);
    const sentTo = m.otpSent(masked.maskedMobile, masked.maskedEmail);
    return {
      ok: true,
      data: {
        nextScreenId,
        fieldErrors: {},
        ...masked,
        otpSeconds: otpPolicy.validSeconds,
      },
      message: mobileVerified && emailVerified ? '' : sentTo,
    };
  }

  /** Checks one channel's OTP: null when it is right, else the message to show under its field. */
  private async checkOtp(
    refNo: string,
    role: HolderRole,
    channel: 'MOBILE' | 'EMAIL',
    contact: string,
    typed: string,
    address: string | undefined,
  ): Promise<string | null> {
    const mobile = channel === 'MOBILE';
    const malformed = otpTextError(typed, mobile ? fields.mobileOtp : fields.emailOtp);
    if (malformed) return malformed;
    const checked = await this.deps.otp.check(
      contactRecipient(mobile ? 'SMS' : 'EMAIL', contact),
      'REGISTRATION_CONTACT',
      typed,
      { requestRef: `${refNo}:${role}:${channel}`, ...(address ? { address } : {}) },
    );
    if (checked.ok) return null;
    if (checked.reason !== 'WRONG') return checked.message;
    return mobile ? m.mobileOtpInvalid : m.emailOtpInvalid;
  }

  async vrfyMobEmail(
    refNo: string,
    body: z.output<typeof ZVrfyMobEmailRequest>,
    address?: string,
  ): Promise<StepOutcome<TVrfyMobEmailResponse>> {
    const role = body.holder;
    const found = await this.contactHolder(refNo, role, 'vrfymobemail');
    if (!found?.holder.mobile || !found.holder.email) return refused(m.stepOrder);
    const { holder, facts } = found;
    const mobile = holder.mobile ?? '';
    const email = holder.email ?? '';
    const here = screenIdFor('vrfymobemail', role);
    let mobileVerified = holder.mobileVerified;
    let emailVerified = holder.emailVerified;
    const reply = (fieldErrors: Record<string, string>, nextScreenId = here) => ({
      mobileVerified,
      emailVerified,
      nextScreenId,
      fieldErrors,
      maskedMobile: maskMobile(mobile),
      maskedEmail: maskEmail(email),
    });
    const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ');
    if (body.resend === 'Y') {
      const problem = await this.sendOtps(refNo, role, {
        mobile,
        email,
        name,
        mobileVerified,
        emailVerified,
      });
      if (problem) return refused(problem, reply({}));
      return {
        ok: true,
        data: reply({}),
        message: m.otpSent(maskMobile(mobile), maskEmail(email)),
      };
    }
    const errors: Record<string, string> = {};
    if (!mobileVerified) {
      const problem = await this.checkOtp(refNo, role, 'MOBILE', mobile, body.mobileOtp, address);
      if (problem) errors.mobileOtp = problem;
      else mobileVerified = true;
    }
    if (!emailVerified) {
      const problem = await this.checkOtp(refNo, role, 'EMAIL', email, body.emailOtp, address);
      if (problem) errors.emailOtp = problem;
      else emailVerified = true;
    }
    if (mobileVerified !== holder.mobileVerified || emailVerified !== holder.emailVerified)
      await this.store.upsertHolder(refNo, role, { mobileVerified, emailVerified });
    const first = Object.values(errors)[0];
    if (first || !mobileVerified || !emailVerified)
      return refused(first ?? m.bothUnverified, reply(errors));
    const next = nextScreen(facts, here) ?? here;
    await this.store.moveTo(refNo, next);
    return { ok: true, data: reply({}, next), message: m.verified };
  }

  /** Mails a link that verifies the holder's e-mail when opened. */
  async sendEmailLink(
    refNo: string,
    role: HolderRole,
    linkBase: string,
  ): Promise<StepOutcome<{ emailVerified: boolean; maskedEmail: string }>> {
    const found = await this.contactHolder(refNo, role, 'vrfymobemail');
    if (!found?.holder.email) return refused(m.stepOrder);
    const { holder } = found;
    const email = holder.email ?? '';
    if (holder.emailVerified)
      return { ok: true, data: { emailVerified: true, maskedEmail: maskEmail(email) } };
    const secret = randomBytes(24).toString('base64url');
    const token = `${refNo}.${role}.${secret}`;
    const expiresAt = new Date(
      this.deps.clock.realNow().getTime() + onboardingLimits.emailLinkValidMinutes * 60_000,
    );
    await this.store.saveStep(refNo, role, linkStepKey, {
      hash: hashToken(token),
      email,
      expiresAt: expiresAt.toISOString(),
    });
    const link = new URL(
      `/cdesk/tradereg/verify-email?t=${encodeURIComponent(token)}`,
      linkBase,
    ).toString();
    const name = [holder.firstName, holder.lastName].filter(Boolean).join(' ');
    await this.deps.outbox.notifyContact(
      this.deps.db,
      { channel: 'EMAIL', to: email, name },
      {
        smsSubject: 'Verify your e-mail',
        emailSubject: 'Verify your e-mail for your account opening',
      },
      `Please open this link to verify your e-mail for your account opening: ${link}\nThe link is valid for ${onboardingLimits.emailLinkValidMinutes} minutes.`,
    );
    void this.deps.outbox.deliverPending().catch(() => undefined);
    return {
      ok: true,
      data: { emailVerified: false, maskedEmail: maskEmail(email) },
      message: m.linkSent(maskEmail(email)),
    };
  }

  /** Whether the holder's e-mail has been verified (by its OTP or its link). */
  async emailLinkStatus(
    refNo: string,
    role: HolderRole,
  ): Promise<StepOutcome<{ emailVerified: boolean; maskedEmail: string }>> {
    const found = await this.contactHolder(refNo, role, 'vrfymobemail');
    if (!found?.holder.email) return refused(m.stepOrder);
    const data = {
      emailVerified: found.holder.emailVerified,
      maskedEmail: maskEmail(found.holder.email),
    };
    return data.emailVerified
      ? { ok: true, data, message: m.verified }
      : refused(m.linkPending, data);
  }

  /** The link's page quotes its token: no registration session is needed for it. */
  async confirmEmailLink(
    token: string,
  ): Promise<StepOutcome<{ emailVerified: boolean; maskedEmail: string }>> {
    const [refNo = '', role = '', secret = ''] = token.split('.');
    if (!refNo || !secret || !['F', 'S', 'T', 'G'].includes(role)) return refused(m.linkInvalid);
    const holderRole = role as HolderRole;
    await this.store.assertNotSigned(refNo);
    const link = await this.store.loadStep<EmailLink>(refNo, holderRole, linkStepKey);
    const holder = await this.store.holder(refNo, holderRole);
    if (
      !link ||
      !holder?.email ||
      !sameText(hashToken(token), link.hash) ||
      link.email !== holder.email ||
      new Date(link.expiresAt) <= this.deps.clock.realNow()
    )
      return refused(m.linkInvalid);
    await this.store.upsertHolder(refNo, holderRole, { emailVerified: true });
    await this.store.saveStep(refNo, holderRole, linkStepKey, {
      ...link,
      expiresAt: new Date(0).toISOString(),
    });
    return {
      ok: true,
      data: { emailVerified: true, maskedEmail: maskEmail(holder.email) },
      message: m.linkDone,
    };
  }
}
