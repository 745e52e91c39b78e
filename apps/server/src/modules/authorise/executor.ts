import type {
  AuthStatus,
  AuthTransactionType,
  TAuthConfirmation,
  TAuthorisationResult,
  TAuthTrxnLine,
  TOnAuthorizeRequest,
  TPlacedTrxnParsed,
  TPoaCheck,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { ZAuthPurchaseData, ZOnAuthorizeRequest } from '@cdesk/domain';
import type { Account } from '../access/index.js';
import type { AuditContext } from '../audit/index.js';

/** A partner-placed transaction as the executors see it. */
export interface PendingTrxn {
  /** The reference shown to the client: Ref. No. */
  trxnId: string;
  accountId: number;
  njAcNo: string;
  trnType: AuthTransactionType;
  /** The placement, parsed again with ZPlacedTrxn (rupees already in paise). */
  trxn: TPlacedTrxnParsed;
  isMars: boolean;
  marsTarNo: string;
  placedAt: Date;
  /** The MARS portfolio a MARS transaction moves into; '' otherwise. */
  marsId: string;
  /** Where it stands (an expired one reads EXPIRED; one being authorised reads PENDING). */
  status: AuthStatus;
  /** The idempotency key of what authorising places (see AuthoriseInput.placementKey). */
  placementKey: string;
  /** The stored authorisation result once authorised, else null. */
  result: TAuthorisationResult | null;
}

/** What a partner asks to place, before it is stored: an executor's own checks see this. */
export interface PlacementCheck {
  account: Account;
  trxn: TPlacedTrxnParsed;
}

/** The payment a purchase type is authorised with, parsed from onAuthorize's purchaseData. */
export type AuthPurchaseData = z.output<typeof ZAuthPurchaseData>;

export interface AuthoriseInput {
  account: Account;
  pending: PendingTrxn;
  request: z.output<typeof ZOnAuthorizeRequest>;
  /** The payment to use: the request's purchaseData, else the one placed (purchase types only). */
  payment: AuthPurchaseData | null;
  /** The idempotency key of what the executor places, derived from the transaction reference. */
  placementKey: string;
  /**
   * The receipt reference the result will carry (encEncodedTrxnId): the acknowledgement of a type
   * with several lines (/transact/authorize/{type}/achknowledge?tid=) is addressed by it.
   */
  encEncodedTrxnId: string;
  audit: AuditContext;
}

/** What authorising produced; the authorise service completes the rest of the result. */
export type AuthOutcome =
  | {
      kind: 'PLACED';
      /** The result fields the executor knows (trxnId of what it placed, netBankingUrl, IS_EDIS...). */
      result: Partial<TAuthorisationResult>;
      ackPath: string;
    }
  /** Ask the client and repeat with the answer (SUCC_WITH_MARS or CONFIRMATIOM); nothing placed. */
  | { kind: 'CONFIRM'; code: 'SUCC_WITH_MARS' | 'CONFIRMATIOM'; question: string }
  /** The client answered no to a confirmation: nothing placed, the transaction stays pending. */
  | { kind: 'DECLINED' }
  /** Refused with a message (400 to the client); the transaction stays pending. */
  | { kind: 'REFUSED'; errCode: string; message: string };

/** Authorises one family of transaction types on the desk's own orders, payments and plans. */
export interface AuthExecutor {
  readonly types: readonly AuthTransactionType[];
  /**
   * Checks of a placement beyond the scheme and folio checks every type gets (a plan that is the
   * client's and running, units that are there): throws an AppError(400) with the reason.
   */
  validate?(check: PlacementCheck): Promise<void>;
  /** The detail lines and a one-line summary for the list and the detail page. */
  describe(
    pending: PendingTrxn,
  ): Promise<{ summary: string; lines: TAuthTrxnLine[]; marsName?: string }>;
  /** The POA/DDPI and eDIS permission of types that sell demat units. */
  poa?(pending: PendingTrxn): Promise<TPoaCheck>;
  /**
   * The question authorising will ask back, or null when it asks none: the detail carries it so
   * that the investor is asked once, with everything else they accept.
   */
  question?(pending: PendingTrxn): Promise<TAuthConfirmation | null>;
  authorise(input: AuthoriseInput): Promise<AuthOutcome>;
}

export type { TOnAuthorizeRequest };
