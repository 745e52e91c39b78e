import { ddpiMessages } from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { Depository } from '../../../providers/depository/port.js';
import type { EsignProvider } from '../../../providers/esign/port.js';
import type { PaymentGateway } from '../../../providers/payment-gateway/port.js';
import type { AccessService, Account, SessionPrincipal } from '../../access/index.js';
import type { AuditService } from '../../audit/index.js';
import type { PaymentChoice } from '../../checkout/index.js';
import type { DdpiRequest } from './repository.js';
import * as repo from './repository.js';

export interface DdpiDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  audit: AuditService;
  esign: EsignProvider;
  gateway: PaymentGateway;
  depository: Depository;
  choice: PaymentChoice;
  secretKey: string;
}

export const refused = (errCode: string, message: string) => new AppError(400, errCode, message);

/** What the request's state says to one who asks for a later step. */
export function stepRefusal(request: DdpiRequest): AppError {
  if (request.status === 'CONSENT') return refused('DDPI_CONSENT_FIRST', ddpiMessages.consentFirst);
  if (request.status === 'PAYMENT') return refused('DDPI_PAYMENT_FIRST', ddpiMessages.paymentFirst);
  return refused('DDPI_ALREADY_PAID', ddpiMessages.alreadyPaid);
}

/** The investor's account, which must have a demat account for a DDPI to mean anything. */
export async function dematAccount(deps: DdpiDeps, principal: SessionPrincipal): Promise<Account> {
  const account = await deps.access.accountOf(principal);
  if (account.dematAccNo === '') throw refused('DDPI_NO_DEMAT', ddpiMessages.noDemat);
  return account;
}

/** One of the investor's open requests by its number; a closed or foreign one is not found. */
export async function ownOpenRequest(
  deps: DdpiDeps,
  account: Account,
  ddpiReqId: string,
): Promise<DdpiRequest> {
  const request = await repo.requestOf(deps.db, account.id, Number(ddpiReqId));
  if (!request || request.status === 'DONE')
    throw refused('DDPI_NOT_FOUND', ddpiMessages.requestNotFound);
  return request;
}
