import {
  authLinkLifetimeHours,
  formatDate,
  formatPaise,
  mandateMessages,
  mandateProblem,
  maskMobile,
  ZPartnerMandatePlacement,
  type PartnerMandateMode,
  type TCallMandateAuthResponse,
  type TMandateAuthDetailsResponse,
  type TProcessEsignMandateResponse,
  type TSendMandateAuthOtpResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import { issueMessage } from '../../plugins/error-handler.js';
import type { EsignProvider, EsignReturn } from '../../providers/esign/port.js';
import type { Account, AccessService, OtpService } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { OutboxService } from '../outbox/index.js';
import { bankMandateAuthPath, mandateAuthPath, type MandateLinks } from './links.js';
import * as repo from './repository.js';
import { mandateNumber, type MandateService } from './service.js';

export interface PartnerMandateDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  otp: OtpService;
  outbox: OutboxService;
  audit: AuditService;
  choice: PaymentChoice;
  esign: EsignProvider;
  mandates: MandateService;
  links: MandateLinks;
  /** The account's wealth partner, or null when it has none. */
  partnerOf(partnerId: number): Promise<{ code: string; name: string } | null>;
  /** The origin the client's link starts with, e.g. https://desk.example.in. */
  linkBase: string;
}

/** A mandate request placed for the client, with the links the client was sent. */
export interface PlacedMandate {
  mandateId: number;
  njEMandateNo: string;
  njAcNo: string;
  investorName: string;
  mode: PartnerMandateMode;
  /** The link's d. */
  d: string;
  /** The pre-login page: /cdesk/mandate-auth-details?d=... */
  path: string;
  link: string;
  /** The logged-in desk's banks-Mandate tab: /cdesk/banks-mandate-auth?d=... */
  deskPath: string;
  expiresAt: string;
}

const bad = (code: string, message: string) => new AppError(400, code, message);
const istTime = (instant: Date) =>
  `${formatDate(instant)} ${new Date(instant.getTime() + 19_800_000).toISOString().slice(11, 16)}`;

/** The partner's mandate as placed; a placement that does not read is refused with its first issue. */
function placementOf(input: unknown) {
  const parsed = ZPartnerMandatePlacement.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const message = issue
    ? issueMessage({
        path: `/${issue.path.join('/')}`,
        code: issue.code,
        message: issue.message,
      })
    : mandateMessages.notFound;
  throw bad('MANDATE_PLACEMENT_INVALID', message);
}

/**
 * Mandates a partner asks a client to register: placed with a sealed, expiring, single-use link
 * sent by SMS and e-mail; opened without a login; authorised with an OTP to the registered mobile;
 * then e-signed (ESIGN) and authenticated at the bank, where MandateService takes over.
 */
export class PartnerMandates {
  constructor(private readonly deps: PartnerMandateDeps) {}

  private links(row: repo.BankMandate, expiresAt: Date) {
    const d = this.deps.links.link(row.njEMandateNo, expiresAt);
    const path = mandateAuthPath(d);
    return {
      d,
      path,
      link: new URL(path, this.deps.linkBase).toString(),
      deskPath: bankMandateAuthPath(d),
    };
  }

  async place(input: unknown, context: AuditContext): Promise<PlacedMandate> {
    const placement = placementOf(input);
    const account = await this.deps.access.findAccount(placement.njAcNo, 'NJACNO');
    if (!account) throw bad('NO_CLIENT', mandateMessages.noClient(placement.njAcNo));
    const problem = mandateProblem({
      upperLimitPaise: placement.upperLimit,
      startDate: placement.startDate,
      endDate: placement.endDate,
      today: businessDate(this.deps.clock),
    });
    if (problem) throw bad(`MANDATE_${problem.toUpperCase()}`, mandateMessages[problem]);
    const bank = (await this.deps.choice.banks(account.id)).find((b) =>
      placement.bankId === undefined
        ? b.bankAccNo === placement.bankAccNo
        : b.id === placement.bankId,
    );
    if (!bank) throw bad('BANK_INVALID', mandateMessages.bankInvalid);
    const partner =
      account.partnerId === null ? null : await this.deps.partnerOf(account.partnerId);
    const now = this.deps.clock.businessNow();
    const expiresAt = new Date(now.getTime() + authLinkLifetimeHours * 3_600_000);

    const { row, links } = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertMandate(tx, {
        accountId: account.id,
        bankId: bank.id,
        njEMandateNo: mandateNumber('NJEM'),
        bseEMandateNo: mandateNumber('BSEM'),
        upperLimitPaise: placement.upperLimit,
        startDate: placement.startDate,
        endDate: placement.endDate,
        mode: placement.mode,
        status: 'AWAITING',
        partnerCode: partner?.code ?? '',
        partnerName: partner?.name ?? '',
        notes: placement.notes,
        linkExpiresAt: expiresAt,
      });
      const sent = this.links(inserted, expiresAt);
      const by = partner?.name ? `Your Wealth Partner ${partner.name}` : 'Your Wealth Partner';
      await this.deps.outbox.notify(
        tx,
        account,
        {
          smsSubject: 'Mandate to authorise',
          emailSubject: 'A bank mandate is waiting for your authorisation',
        },
        `${by} has asked for a bank mandate (${inserted.njEMandateNo}) of up to ${formatPaise(inserted.upperLimitPaise)} on your ${bank.bankName} account for your SIPs. Authorise it at ${sent.link} before ${istTime(expiresAt)} IST.`,
      );
      await this.deps.audit.record(
        'MANDATE_PLACED',
        account.id,
        context,
        { njEMandateNo: inserted.njEMandateNo, mode: inserted.mode, partner: partner?.code ?? '' },
        tx,
      );
      return { row: inserted, links: sent };
    });
    void this.deps.outbox.deliverPending().catch(() => undefined);
    return {
      mandateId: row.id,
      njEMandateNo: row.njEMandateNo,
      njAcNo: account.njAcNo,
      investorName: account.name,
      mode: placement.mode,
      ...links,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Today, India time, on the business clock: the earliest start date a mandate may ask for. */
  today(): string {
    return businessDate(this.deps.clock);
  }

  /** Where the account's latest partner-placed mandate stands; null when none was placed. */
  async latestState(accountId: number) {
    const row = await repo.latestPlacedOf(this.deps.db, accountId);
    return row ? this.deps.mandates.stateOf(row) : null;
  }

  /** The mandate request a link names, while it can still be authorised. */
  private async open(d: string): Promise<{ row: repo.BankMandate; account: Account }> {
    const opened = this.deps.links.open(d);
    const row = opened ? await repo.mandateByNumber(this.deps.db, opened.njEMandateNo) : undefined;
    const account = row ? await this.deps.access.accountById(row.accountId) : undefined;
    if (!opened || !row || !account || row.linkExpiresAt === null)
      throw bad('LINK_INVALID', mandateMessages.linkInvalid);
    if (row.status !== 'AWAITING' || row.authorisedAt !== null)
      throw new AppError(409, 'LINK_USED', mandateMessages.linkUsed);
    const now = this.deps.clock.businessNow();
    if (row.linkExpiresAt <= now || opened.expiresAt <= now)
      throw bad('LINK_EXPIRED', mandateMessages.linkExpired);
    return { row, account };
  }

  private async bankOf(row: repo.BankMandate) {
    return (await this.deps.choice.banks(row.accountId)).find((b) => b.id === row.bankId);
  }

  /** mandateAuthDetails: every field of the mandate, the investor and where the OTP goes. */
  async details(d: string): Promise<TMandateAuthDetailsResponse> {
    const { row, account } = await this.open(d);
    return {
      mandate: this.deps.mandates.view(account, row, await this.bankOf(row)),
      investorName: account.name,
      mobile: maskMobile(account.mobile),
      expiresOn: (row.linkExpiresAt ?? new Date(0)).toISOString(),
    };
  }

  /** sendMandateAuthOtp: an OTP for this mandate to the registered mobile and e-mail. */
  async sendOtp(d: string, address: string): Promise<TSendMandateAuthOtpResponse> {
    const { row, account } = await this.open(d);
    const sent = await this.deps.otp.send(account, 'MANDATE', {
      requestRef: row.njEMandateNo,
      address,
    });
    if (!sent.ok) throw bad(`OTP_${sent.reason}`, sent.message);
    return {
      otpGenRefId: sent.ref,
      mobile: sent.mobile,
      emailId: sent.emailId,
      otp_regenrate: sent.canRegenerate ? 'Y' : 'N',
    };
  }

  /**
   * callMandateAuth: the OTP checked, the link spent once and for all, then the investor goes on
   * to the e-sign service (ESIGN) or straight to the bank.
   */
  async authorise(
    input: { d: string; otpGenRefId: string; otp: string },
    context: AuditContext,
  ): Promise<TCallMandateAuthResponse> {
    const { row, account } = await this.open(input.d);
    const checked = await this.deps.otp.check(account, 'MANDATE', input.otp, {
      requestRef: row.njEMandateNo,
      ref: input.otpGenRefId,
      address: context.ip,
    });
    if (!checked.ok) throw bad(`OTP_${checked.reason}`, checked.message);
    const bank = await this.bankOf(row);
    if (!bank) throw bad('BANK_INVALID', mandateMessages.bankInvalid);
    const claimed = await repo.claimAuthorisation(this.deps.db, row.id, this.deps.clock.realNow());
    if (!claimed) throw new AppError(409, 'LINK_USED', mandateMessages.linkUsed);
    let redirectUrl: string;
    try {
      if (claimed.mode === 'ESIGN') {
        const started = await this.deps.esign.start({
          accountId: account.id,
          documentUrl: '',
          signerName: account.name,
          purpose: 'MANDATE',
        });
        await repo.setEsignTxn(this.deps.db, claimed.id, started.txnId);
        redirectUrl = started.redirectUrl;
      } else redirectUrl = await this.deps.mandates.openAtBank(claimed, bank.bankCode);
    } catch (error) {
      // The bank or the e-sign service did not answer: the link works again for another try.
      await repo.releaseAuthorisation(this.deps.db, claimed.id);
      throw new AppError(
        502,
        'MANDATE_PROVIDER_FAILED',
        mandateMessages.providerFailed,
        String(error),
      );
    }
    await this.deps.audit.record('MANDATE_AUTHORISED', account.id, context, {
      njEMandateNo: claimed.njEMandateNo,
      mode: claimed.mode,
    });
    return {
      mandateId: claimed.id,
      njEMandateNo: claimed.njEMandateNo,
      mode: claimed.mode as PartnerMandateMode,
      redirectUrl,
    };
  }

  /**
   * processEsignMandateResponse: the e-sign service's signed return. Signed, the mandate goes on
   * to the bank; declined, it is closed with the reason.
   */
  async esignReturn(
    body: EsignReturn,
    context: AuditContext,
  ): Promise<TProcessEsignMandateResponse> {
    const verdict = this.deps.esign.verifyReturn(body);
    const row = verdict.authentic ? await repo.byEsignTxn(this.deps.db, body.txnId) : undefined;
    if (!row || row.mode !== 'ESIGN') throw bad('ESIGN_INVALID', mandateMessages.esignInvalid);
    if (!verdict.signed) {
      await repo.decide(this.deps.db, row.id, {
        status: 'REJECTED',
        reason: mandateMessages.esignFailed,
        decidedAt: this.deps.clock.realNow(),
      });
      throw bad('ESIGN_DECLINED', mandateMessages.esignFailed);
    }
    const bank = await this.bankOf(row);
    if (!bank) throw bad('BANK_INVALID', mandateMessages.bankInvalid);
    let redirectUrl: string;
    try {
      redirectUrl = await this.deps.mandates.openAtBank(row, bank.bankCode);
    } catch (error) {
      throw new AppError(
        502,
        'MANDATE_PROVIDER_FAILED',
        mandateMessages.providerFailed,
        String(error),
      );
    }
    if (!row.esignedAt) {
      await repo.markEsigned(this.deps.db, row.id, { esignedAt: this.deps.clock.realNow() });
      await this.deps.audit.record('MANDATE_ESIGNED', row.accountId, context, {
        njEMandateNo: row.njEMandateNo,
      });
    }
    return {
      mandateId: row.id,
      njEMandateNo: row.njEMandateNo,
      redirectUrl,
      message: mandateMessages.esignDone,
    };
  }
}
