import {
  allInvestorsCode,
  dematReportMessages,
  formatDate,
  trustedLinkValidDays,
  trustedReportPages,
  type TCreateTrustedLinkResponse,
  type TrustedLinkStatus,
  type TSharedTrustedLink,
  type TrustedReportType,
  type TTrustedReport,
  type ZDematDownloadPdfRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import { codeScope, type DematReports, type PortfolioReports } from '../portfolio/index.js';
import type { AccountCodeService } from '../shell/index.js';
import { dematHoldingPdf, dematTransactionPdf, mfHoldingPdf, type StatementHead } from './pdf.js';
import * as repo from './repository.js';
import { TrustedReportLinks, type TrustedLink } from './trusted-links.js';

export interface PdfFile {
  fileName: string;
  pdf: Uint8Array;
}

const dayMs = 24 * 60 * 60 * 1000;
const invalid = () =>
  new AppError(400, 'REPORT-LINK-INVALID', dematReportMessages.trustedLinkInvalid);
const revoked = () =>
  new AppError(400, 'REPORT-LINK-REVOKED', dematReportMessages.trustedLinkRevoked);

/** Why a link stopped opening before its expiry. */
export type TrustedLinkRevokeReason = 'INVESTOR' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET';

/**
 * The demat reports as PDFs, and reports shared through a trusted link: a sealed id that opens one
 * account's holding statement, read-only and without a login, until it expires.
 */
export class DematReportService {
  private readonly links: TrustedReportLinks;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly accountCodes: AccountCodeService,
    private readonly demat: DematReports,
    private readonly portfolio: PortfolioReports,
    private readonly audit: AuditService,
    secretKey: string,
  ) {
    this.links = new TrustedReportLinks(secretKey);
  }

  async downloadPdf(
    principal: SessionPrincipal,
    request: z.output<typeof ZDematDownloadPdfRequest>,
  ): Promise<PdfFile> {
    const { acCode, reportType, fromDate, toDate } = request;
    const today = businessDate(this.clock);
    if (reportType === 'TRANSACTION' && toDate > today)
      throw new AppError(400, 'DATE-RANGE', dematReportMessages.futureDate);
    if (reportType === 'HOLDING') {
      // The report first: it refuses a code the session may not see.
      const data = await this.demat.holdings(principal, acCode);
      const head = await this.head(principal, acCode, today);
      const pdf = await dematHoldingPdf(data, head);
      return { fileName: `demat-holding-statement-${head.acCode}-${today}.pdf`, pdf };
    }
    const data = await this.demat.transactions(principal, acCode, fromDate, toDate);
    const head = await this.head(principal, acCode, today);
    return {
      fileName: `demat-transaction-report-${head.acCode}-${fromDate}-to-${toDate}.pdf`,
      pdf: await dematTransactionPdf(data, head),
    };
  }

  async createLink(
    principal: SessionPrincipal,
    acCode: string,
    reportType: TrustedReportType,
    context: AuditContext,
  ): Promise<TCreateTrustedLinkResponse> {
    if (acCode.toUpperCase() === allInvestorsCode)
      throw new AppError(400, 'ONE-ACCOUNT', dematReportMessages.oneAccountToShare);
    const scope = await codeScope(this.db, this.accountCodes, principal, acCode);
    const accountId = scope.accountIds[0];
    if (accountId === undefined)
      throw new AppError(400, 'ONE-ACCOUNT', dematReportMessages.oneAccountToShare);
    const createdAt = this.clock.businessNow();
    const expiresAt = new Date(createdAt.getTime() + trustedLinkValidDays * dayMs);
    const row = await this.db.transaction(async (tx) => {
      const inserted = await repo.insertLink(tx, {
        sharedBy: principal.accountId,
        reportAccountId: accountId,
        acCode,
        reportType,
        createdAt,
        expiresAt,
      });
      await this.audit.record(
        'REPORT_LINK_SHARED',
        principal.accountId,
        context,
        { linkId: inserted.id, reportType, acCode, expiresAt: expiresAt.toISOString() },
        tx,
      );
      return inserted;
    });
    const id = this.links.seal({ linkId: row.id, reportType, accountId, acCode, expiresAt });
    return {
      id,
      reportType,
      url: `/cdesk${trustedReportPages[reportType]}?id=${encodeURIComponent(id)}`,
      validUntil: expiresAt.toISOString(),
    };
  }

  /** The links the investor has shared, newest first, each with where it stands. */
  async sharedLinks(principal: SessionPrincipal): Promise<TSharedTrustedLink[]> {
    const rows = await repo.linksSharedBy(this.db, principal.accountId);
    return rows.map((row) => this.shared(row));
  }

  /**
   * Withdraws one link the investor shared. Another account's id is answered as one that does not
   * exist, so ids cannot be probed.
   */
  async revokeLink(
    principal: SessionPrincipal,
    linkId: number,
    context: AuditContext,
  ): Promise<TSharedTrustedLink> {
    const row = await repo.findLink(this.db, linkId);
    if (!row || row.sharedBy !== principal.accountId)
      throw new AppError(404, 'REPORT-LINK-NOT-FOUND', dematReportMessages.trustedLinkNotFound);
    if (row.revokedAt) return this.shared(row);
    const at = this.clock.businessNow();
    await this.db.transaction(async (tx) => {
      await repo.revokeLinks(tx, principal.accountId, at, 'INVESTOR', linkId);
      await this.audit.record(
        'REPORT_LINK_REVOKED',
        principal.accountId,
        context,
        { linkId, reason: 'INVESTOR' },
        tx,
      );
    });
    return this.shared({ ...row, revokedAt: at, revokedWhy: 'INVESTOR' });
  }

  /** Withdraws every link an investor shared, inside the caller's transaction (a password change). */
  async revokeAllLinks(
    tx: Tx,
    accountId: number,
    reason: TrustedLinkRevokeReason,
    context: AuditContext,
  ): Promise<void> {
    const count = await repo.revokeLinks(tx, accountId, this.clock.businessNow(), reason);
    if (count > 0)
      await this.audit.record('REPORT_LINK_REVOKED', accountId, context, { reason, count }, tx);
  }

  private shared(row: repo.TrustedLinkRow): TSharedTrustedLink {
    const status: TrustedLinkStatus = row.revokedAt
      ? 'REVOKED'
      : this.clock.businessNow().getTime() > row.expiresAt.getTime()
        ? 'EXPIRED'
        : 'ACTIVE';
    return {
      linkId: row.id,
      reportType: row.reportType as TrustedReportType,
      acCode: row.acCode,
      createdAt: row.createdAt.toISOString(),
      validUntil: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      status,
    };
  }

  /**
   * The report a trusted id names, when it is the kind the page opens, has not expired and was not
   * revoked.
   */
  async openShared(id: string | undefined, reportType: TrustedReportType): Promise<TTrustedReport> {
    const { link, investorName } = await this.link(id);
    if (link.reportType !== reportType)
      throw new AppError(400, 'REPORT-LINK-KIND', dematReportMessages.trustedLinkOtherReport);
    const asOnDate = businessDate(this.clock);
    const base = {
      reportType,
      investorName,
      acCode: link.acCode,
      asOnDate,
      validUntil: link.expiresAt.toISOString(),
    };
    if (reportType === 'MF_HOLDING')
      return {
        ...base,
        mfHoldings: await this.portfolio.sharedHoldings(link.accountId, link.acCode),
        dematHoldings: null,
      };
    return {
      ...base,
      mfHoldings: null,
      dematHoldings: await this.demat.sharedHoldings(link.accountId, link.acCode),
    };
  }

  /** The shared report as a PDF. */
  async sharedPdf(id: string): Promise<PdfFile> {
    const { link, investorName } = await this.link(id);
    const today = businessDate(this.clock);
    const head: StatementHead = {
      investorName,
      acCode: link.acCode,
      generatedOn: today,
      sharedNote: `Shared by the investor through a trusted link, valid until ${formatDate(link.expiresAt)}.`,
    };
    if (link.reportType === 'MF_HOLDING')
      return {
        fileName: `mf-holding-statement-${link.acCode}-${today}.pdf`,
        pdf: await mfHoldingPdf(
          await this.portfolio.sharedHoldings(link.accountId, link.acCode),
          head,
        ),
      };
    return {
      fileName: `demat-holding-statement-${link.acCode}-${today}.pdf`,
      pdf: await dematHoldingPdf(
        await this.demat.sharedHoldings(link.accountId, link.acCode),
        head,
      ),
    };
  }

  private async link(id: string | undefined): Promise<{ link: TrustedLink; investorName: string }> {
    const link = id ? this.links.open(id) : null;
    if (!link) throw invalid();
    const row = await repo.findLink(this.db, link.linkId);
    if (!row || row.reportAccountId !== link.accountId) throw invalid();
    if (row.revokedAt) throw revoked();
    if (this.clock.businessNow().getTime() > row.expiresAt.getTime())
      throw new AppError(400, 'REPORT-LINK-EXPIRED', dematReportMessages.trustedLinkExpired);
    const holder = await repo.holderOf(this.db, link.accountId);
    if (!holder)
      throw new AppError(400, 'REPORT-LINK-GONE', dematReportMessages.trustedAccountClosed);
    return { link, investorName: holder.name };
  }

  /** The statement's head: the holder of the code (the investor's own name for ALL). */
  private async head(
    principal: SessionPrincipal,
    acCode: string,
    today: string,
  ): Promise<StatementHead> {
    const codes = await this.accountCodes.visible(principal);
    const all = acCode.toUpperCase() === allInvestorsCode;
    const code = all ? codes.find((c) => c.isSelf) : codes.find((c) => c.accode === acCode);
    return {
      investorName: all ? `${code?.name ?? ''} and family` : (code?.name ?? ''),
      acCode: all ? allInvestorsCode : acCode,
      generatedOn: today,
    };
  }
}
