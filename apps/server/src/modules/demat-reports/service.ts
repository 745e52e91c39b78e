import {
  allInvestorsCode,
  dematReportMessages,
  formatDate,
  trustedLinkValidDays,
  trustedReportPages,
  type TCreateTrustedLinkResponse,
  type TrustedReportType,
  type TTrustedReport,
  type ZDematDownloadPdfRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
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
    const expiresAt = new Date(this.clock.businessNow().getTime() + trustedLinkValidDays * dayMs);
    const id = this.links.seal({ reportType, accountId, acCode, expiresAt });
    await this.audit.record('REPORT_LINK_SHARED', principal.accountId, context, {
      reportType,
      acCode,
      expiresAt: expiresAt.toISOString(),
    });
    return {
      id,
      reportType,
      url: `/cdesk${trustedReportPages[reportType]}?id=${encodeURIComponent(id)}`,
      validUntil: expiresAt.toISOString(),
    };
  }

  /** The report a trusted id names, when it is the kind the page opens and has not expired. */
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
    if (this.clock.businessNow().getTime() > link.expiresAt.getTime())
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
