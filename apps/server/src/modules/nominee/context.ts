import {
  type NomineeAction,
  nomineeErrorCodes,
  type NomineeFlowEvent,
  type NomineeFlowState,
  nomineeMessages,
  type NomineeScreen,
  nomineeTransition,
  type TNomineeStep,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { ProfileService } from '../profile/index.js';
import * as repo from './repository.js';
import type { NomineeRequest } from './repository.js';

export interface NomineeDeps {
  db: Db;
  clock: Clock;
  access: AccessService;
  profile: ProfileService;
  audit: AuditService;
}

export const stateError = (message: string = nomineeMessages.requestStep) =>
  new AppError(400, nomineeErrorCodes.requestState, message);

export function step(request: NomineeRequest): TNomineeStep {
  return {
    nomiReqId: String(request.id),
    action: request.action as NomineeAction,
    screenNo: request.screenNo as NomineeScreen,
    nomineeNo: request.nomiNum,
    totalNomi: request.totalNomi,
  };
}

/** The flow state of a request as if the investor stood on `screenNo` with nominee `nomiNum`. */
export function flowAt(
  request: NomineeRequest,
  screenNo: NomineeScreen,
  nomiNum: number,
  isMinor = false,
): NomineeFlowState {
  return {
    nomiNum,
    nomiReqId: String(request.id),
    action: request.action as NomineeAction,
    totNomiVal: request.totalNomi,
    screenNo,
    isFromTransact: request.isFromTransact,
    isMinor,
  };
}

/** The next screen by the same flow the screens run; an event the flow refuses is a 400. */
export function advance(state: NomineeFlowState, event: NomineeFlowEvent): NomineeFlowState {
  const next = nomineeTransition(state, event);
  if (!next) throw stateError();
  return next;
}

/** Parses with a screen schema; the first problem becomes a 400 with the spec's message. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  codeOf: (field: string, message: string) => string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  throw new AppError(400, codeOf(field, issue.message), issue.message);
}

/** Whose request it is: the account id is all the wizard's hot paths need. */
export type Owner = Pick<Account, 'id'>;
export const ownerOf = (principal: SessionPrincipal): Owner => ({ id: principal.accountId });

export class NomineeBase {
  constructor(protected readonly deps: NomineeDeps) {}

  protected today(): string {
    return businessDate(this.deps.clock);
  }

  protected account(principal: SessionPrincipal): Promise<Account> {
    return this.deps.access.accountOf(principal);
  }

  /** The investor's open request, locked for the transaction; closed or foreign ones are refused. */
  protected async openRequest(tx: Tx, account: Owner, nomiReqId: string): Promise<NomineeRequest> {
    const request = await repo.requestOf(tx, account.id, Number(nomiReqId), { lock: true });
    if (!request) throw stateError(nomineeMessages.requestNotFound);
    if (request.status !== 'DRAFT' && request.status !== 'SUBMITTED')
      throw stateError(nomineeMessages.requestClosed);
    return request;
  }

  protected async readRequest(account: Owner, nomiReqId: string): Promise<NomineeRequest> {
    const request = await repo.requestOf(this.deps.db, account.id, Number(nomiReqId));
    if (!request) throw stateError(nomineeMessages.requestNotFound);
    return request;
  }
}
