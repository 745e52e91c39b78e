import type { DepositoryName, EVotingChoice, Paise } from '@cdesk/domain';
import type { Investor } from '../investor.js';
import type { SignedMessage } from '../signed-message.js';

/** What the depository allows on an account's demat holdings (spec 3 sections 4 and 6). */
export interface DematPermission {
  /** A POA or DDPI in the distributor's favour: a debit needs nothing more. */
  poaDdpi: boolean;
  /** The investor may authorise a debit on the depository's eDIS page. */
  edisEnabled: boolean;
}

/** A DDPI the investor signed: the desk's reference and when it was signed. */
export interface DdpiRegistration {
  ref: string;
  signedAt: Date;
}

/** A debit of demat units the investor is asked to authorise by eDIS. */
export interface EdisDebit {
  /** The desk's order reference: one eDIS request per order. */
  orderRef: string;
  schemeName: string;
  isin: string;
  units: string;
}

export type EdisStatus = 'PENDING' | 'APPROVED' | 'DECLINED';

/** One ISIN in a demat account: whole shares by state, and the closing price it is valued at. */
export interface DematHoldingRecord {
  isin: string;
  companyName: string;
  freeQuantity: number;
  pledgedQuantity: number;
  lockedInQuantity: number;
  pricePaise: Paise;
  /** YYYY-MM-DD. */
  priceDate: string;
}

/** A demat account's equity balances; isDemoPrice when the prices are samples, not quotes. */
export interface DematHoldingStatement {
  holdings: DematHoldingRecord[];
  isDemoPrice: boolean;
}

/** A credit (BUY) or debit (SELL) of shares, with the ISIN's balance after it. */
export interface DematMovement {
  /** YYYY-MM-DD. */
  tradeDate: string;
  isin: string;
  companyName: string;
  type: 'BUY' | 'SELL';
  quantity: number;
  balance: number;
}

/** Where the depository sends the browser back, with edisTrxnNo and reqFrom in the query. */
export const edisReturnPath = '/cdesk/edis-response';

/** Where the depository sends the browser back after e-voting, with requestReference in the query. */
export const evotingReturnPath = '/cdesk/evoting';

/**
 * Where a live e-voting form may be posted: the participant's own site (DEPOSITORY_URL) and the
 * depositories' e-voting sites, NSDL's and CDSL's. The desk's pages may post forms nowhere else.
 */
export function evotingFormOrigins(depositoryUrl: string): string[] {
  return [
    new URL(depositoryUrl).origin,
    'https://eservices.nsdl.com',
    'https://www.evotingindia.com',
  ];
}

/** An e-voting session: the depository's page and the signed form the browser posts to it. */
export interface EvotingSession {
  requestReference: string;
  redirectTo: DepositoryName;
  url: string;
  fields: Record<string, string>;
}

/** An open e-voting event, with how many of its resolutions the investor has voted on. */
export interface EvotingEvent {
  evsn: string;
  isin: string;
  companyName: string;
  meetingType: string;
  /** YYYY-MM-DD. */
  cutOffDate: string;
  startDate: string;
  endDate: string;
  shares: number;
  resolutions: number;
  voted: number;
}

export interface EvotingVote {
  evsn: string;
  companyName: string;
  isin: string;
  resolutionNo: number;
  resolution: string;
  choice: EVotingChoice;
  shares: number;
  votedAt: Date;
}

/**
 * PENDING: the page was never opened; OPEN: the investor is voting; COMPLETED: back at the desk;
 * FAILED: the depository refused the session, with its error code and description.
 */
export interface EvotingOutcome {
  status: 'PENDING' | 'OPEN' | 'COMPLETED' | 'FAILED';
  error: { code: string; description: string } | null;
  votes: EvotingVote[];
}

/** The beneficial owner of a demat account, as the depository holds it. */
export interface BeneficialOwner {
  /** The first holder's name. */
  name: string;
}

/**
 * The depository participant: DP charges, the permission to debit demat units (POA/DDPI, eDIS),
 * and the demat account's equity holdings and transactions.
 */
export interface Depository {
  /** A payment link for the account's outstanding charges. */
  dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string>;
  /** The signed word that the charges were paid: the desk's reference, or null. */
  readCallback(message: SignedMessage): { ref: string } | null;
  /** Whether a POA/DDPI is in the distributor's favour, and whether eDIS is enabled. */
  dematPermission(investor: Investor): Promise<DematPermission>;
  /**
   * Registers a signed DDPI in the distributor's favour on the investor's demat account: from
   * then on a debit needs no eDIS. Registering it again changes nothing.
   */
  registerDdpi(investor: Investor, ddpi: DdpiRegistration): Promise<void>;
  /** Opens the eDIS authorisation of a debit: its number and the page the browser goes to. */
  startEdis(investor: Investor, debit: EdisDebit): Promise<{ edisTrxnNo: string; url: string }>;
  /** The investor's decision on an eDIS request. */
  edisStatus(investor: Investor, edisTrxnNo: string): Promise<EdisStatus>;
  /** The equity holdings of the investor's demat account (which the caller checks they have). */
  dematHoldings(investor: Investor): Promise<DematHoldingStatement>;
  /** Credits and debits of shares between two dates (YYYY-MM-DD, both included), oldest first. */
  dematTransactions(investor: Investor, from: string, to: string): Promise<DematMovement[]>;
  /**
   * The owner of a demat account by its number (NSDL IN + 14, CDSL 16 digits), for a nominee who
   * gives it as ID proof; null when the depository has no such account.
   */
  beneficialOwner(dematAccNo: string): Promise<BeneficialOwner | null>;
  /** Opens an e-voting session with the depository of the investor's demat account. */
  startEvoting(investor: Investor): Promise<EvotingSession>;
  /** The open e-voting events of the companies whose shares the investor holds. */
  evotingEvents(investor: Investor): Promise<EvotingEvent[]>;
  /** What became of an e-voting session: the depository's error, or the votes it recorded. */
  evotingOutcome(investor: Investor, requestReference: string): Promise<EvotingOutcome>;
}

/** The purpose the depository signs its callbacks for (README, live adapters). */
export const depositoryCallbackPurpose = 'depository-callback';
