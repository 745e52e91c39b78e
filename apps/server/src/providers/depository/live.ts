import {
  depositoryNames,
  evotingChoices,
  paiseToWire,
  rupeePriceToPaise,
  type Paise,
} from '@cdesk/domain';
import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { HttpStepPages } from '../http-step-pages.js';
import { deskUrl, pageUrl } from '../signed-http.js';
import {
  depositoryCallbackPurpose,
  edisReturnPath,
  type DematHoldingStatement,
  type DematMovement,
  type DematPermission,
  type DdpiRegistration,
  type BeneficialOwner,
  type Depository,
  type EdisDebit,
  type EdisStatus,
  type EvotingEvent,
  type EvotingOutcome,
  type EvotingSession,
  evotingFormOrigins,
  evotingReturnPath,
} from './port.js';

const ZPermission = z.object({ poaDdpi: z.boolean(), edisEnabled: z.boolean() });
const ZRegistered = z.object({ registered: z.literal(true) });
const ZEdisSession = z.object({ edisTrxnNo: z.string().min(1).max(60), url: pageUrl });
const ZEdisStatus = z.object({ status: z.enum(['PENDING', 'APPROVED', 'DECLINED']) });
const ZOwner = z.object({ found: z.boolean(), name: z.string().max(200) });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const shares = z.number().int().min(0).max(1_000_000_000);
const ZHoldings = z.object({
  holdings: z
    .array(
      z.object({
        isin: z.string().regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/),
        companyName: z.string().min(1).max(200),
        freeQuantity: shares,
        pledgedQuantity: shares,
        lockedInQuantity: shares,
        /** Rupees as the depository sends them, e.g. '2845.65'. */
        closePrice: z.string().refine((text) => rupeePriceToPaise(text) !== null),
        priceDate: isoDate,
      }),
    )
    .max(5000),
});
const ZMovements = z.object({
  transactions: z
    .array(
      z.object({
        tradeDate: isoDate,
        isin: z.string().min(12).max(12),
        companyName: z.string().min(1).max(200),
        type: z.enum(['BUY', 'SELL']),
        quantity: shares,
        balance: shares,
      }),
    )
    .max(20_000),
});

const evotingSession = (origins: string[]) =>
  z.object({
    requestReference: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/),
    redirectTo: z.enum(depositoryNames),
    url: pageUrl.refine((url) => origins.includes(new URL(url).origin), 'not an e-voting site'),
    fields: z
      .record(z.string().max(64), z.string().max(8000))
      .refine((fields) => Object.keys(fields).length <= 40),
  });
const ZEvotingEvents = z.object({
  events: z
    .array(
      z.object({
        evsn: z.string().min(1).max(20),
        isin: z.string().regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/),
        companyName: z.string().min(1).max(200),
        meetingType: z.string().min(1).max(200),
        cutOffDate: isoDate,
        startDate: isoDate,
        endDate: isoDate,
        shares,
        resolutions: z.number().int().min(1).max(1000),
        voted: z.number().int().min(0).max(1000),
      }),
    )
    .max(1000),
});
const ZEvotingOutcome = z.object({
  status: z.enum(['PENDING', 'OPEN', 'COMPLETED', 'FAILED']),
  errorCode: z.string().max(40),
  errorDescription: z.string().max(500),
  votes: z
    .array(
      z.object({
        evsn: z.string().min(1).max(20),
        companyName: z.string().min(1).max(200),
        isin: z.string().regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/),
        resolutionNo: z.number().int().min(1).max(1000),
        resolution: z.string().min(1).max(2000),
        choice: z.enum(evotingChoices),
        shares,
        votedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(1000),
});

/**
 * The depository participant over its HTTP API: a page to pay DP charges and its callback, the
 * account's POA/DDPI and eDIS flags, and the eDIS page that authorises a debit of demat units.
 */
export class HttpDepository extends HttpStepPages implements Depository {
  private readonly edisPublicUrl: string;
  private readonly evotingOrigins: string[];

  constructor(endpoint: Endpoint, store: ProviderRequestStore, publicUrl: string, clock: Clock) {
    super('depository', depositoryCallbackPurpose, endpoint, store, publicUrl, clock);
    this.edisPublicUrl = publicUrl;
    this.evotingOrigins = evotingFormOrigins(endpoint.url);
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    return this.openPage('dp-charges/sessions', {
      ref: request.id,
      njAcNo: investor.njAcNo,
      pan: investor.pan,
      dematAccNo: investor.dematAccNo,
      amountPaise: paiseToWire(amountPaise),
    });
  }

  dematPermission(investor: Investor): Promise<DematPermission> {
    return this.http.post(
      'demat/permission',
      { njAcNo: investor.njAcNo, pan: investor.pan, dematAccNo: investor.dematAccNo },
      ZPermission,
    );
  }

  async registerDdpi(investor: Investor, ddpi: DdpiRegistration): Promise<void> {
    await this.http.post(
      'ddpi/registrations',
      {
        ref: ddpi.ref,
        njAcNo: investor.njAcNo,
        pan: investor.pan,
        dematAccNo: investor.dematAccNo,
        signedAt: ddpi.signedAt.toISOString(),
      },
      ZRegistered,
    );
  }

  startEdis(investor: Investor, debit: EdisDebit): Promise<{ edisTrxnNo: string; url: string }> {
    return this.http.post(
      'edis/sessions',
      {
        ...debit,
        njAcNo: investor.njAcNo,
        dematAccNo: investor.dematAccNo,
        returnUrl: deskUrl(this.edisPublicUrl, edisReturnPath),
      },
      ZEdisSession,
    );
  }

  /** The depository's closing prices are market quotes: never demo. */
  async dematHoldings(investor: Investor): Promise<DematHoldingStatement> {
    const { holdings } = await this.http.post(
      'demat/holdings',
      { njAcNo: investor.njAcNo, dematAccNo: investor.dematAccNo },
      ZHoldings,
    );
    return {
      holdings: holdings.map(({ closePrice, ...holding }) => ({
        ...holding,
        pricePaise: rupeePriceToPaise(closePrice) ?? 0n,
      })),
      isDemoPrice: false,
    };
  }

  async dematTransactions(investor: Investor, from: string, to: string): Promise<DematMovement[]> {
    const { transactions } = await this.http.post(
      'demat/transactions',
      { njAcNo: investor.njAcNo, dematAccNo: investor.dematAccNo, fromDate: from, toDate: to },
      ZMovements,
    );
    return transactions;
  }

  async beneficialOwner(dematAccNo: string): Promise<BeneficialOwner | null> {
    const owner = await this.http.post('demat/beneficial-owner', { dematAccNo }, ZOwner);
    return owner.found ? { name: owner.name } : null;
  }

  /** The participant opens the session with NSDL or CDSL and signs the form the browser posts. */
  startEvoting(investor: Investor): Promise<EvotingSession> {
    return this.http.post(
      'evoting/sessions',
      {
        njAcNo: investor.njAcNo,
        pan: investor.pan,
        dematAccNo: investor.dematAccNo,
        returnUrl: deskUrl(this.edisPublicUrl, evotingReturnPath),
      },
      evotingSession(this.evotingOrigins),
    );
  }

  async evotingEvents(investor: Investor): Promise<EvotingEvent[]> {
    const { events } = await this.http.post(
      'evoting/events',
      { njAcNo: investor.njAcNo, dematAccNo: investor.dematAccNo },
      ZEvotingEvents,
    );
    return events;
  }

  async evotingOutcome(investor: Investor, requestReference: string): Promise<EvotingOutcome> {
    const answer = await this.http.post(
      'evoting/outcome',
      { requestReference, dematAccNo: investor.dematAccNo },
      ZEvotingOutcome,
    );
    const failed = answer.status === 'FAILED';
    return {
      status: answer.status,
      error: failed ? { code: answer.errorCode, description: answer.errorDescription } : null,
      votes: answer.votes.map((vote) => ({ ...vote, votedAt: new Date(vote.votedAt) })),
    };
  }

  async edisStatus(investor: Investor, edisTrxnNo: string): Promise<EdisStatus> {
    const { status } = await this.http.post(
      'edis/status',
      { edisTrxnNo, dematAccNo: investor.dematAccNo },
      ZEdisStatus,
    );
    return status;
  }
}
