import {
  evotingMessages,
  parseDematAccount,
  type TGetEVotingEventsResponse,
  type TGetEVotingNsdlErrorDtlResponse,
  type TGetEVotingRequestResponse,
} from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Depository } from '../../../providers/depository/port.js';
import type { AccessService, SessionPrincipal } from '../../access/index.js';
import * as repo from './repository.js';

/**
 * E-voting through the depository (spec 3): the desk opens a session with NSDL or CDSL for the
 * investor's demat account and hands the browser the signed form; back at /evoting, it reads what
 * the depository made of it.
 */
export class EvotingService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly depository: Depository,
  ) {}

  async events(principal: SessionPrincipal): Promise<TGetEVotingEventsResponse> {
    const account = await this.access.accountOf(principal);
    const demat = parseDematAccount(account.dematAccNo);
    if (!demat) return { depository: null, events: [], note: evotingMessages.noDematAccount };
    const events = await this.depository.evotingEvents(account);
    return { depository: demat.depository, events, note: '' };
  }

  async start(principal: SessionPrincipal): Promise<TGetEVotingRequestResponse> {
    const account = await this.access.accountOf(principal);
    if (!parseDematAccount(account.dematAccNo))
      throw new AppError(400, 'EVOTING_NO_DEMAT', evotingMessages.noDematAccount);
    const session = await this.depository.startEvoting(account);
    await repo.insertRequest(this.db, {
      accountId: account.id,
      requestReference: session.requestReference,
      depository: session.redirectTo,
    });
    return session;
  }

  async outcome(
    principal: SessionPrincipal,
    requestReference: string,
  ): Promise<TGetEVotingNsdlErrorDtlResponse> {
    const account = await this.access.accountOf(principal);
    const request = await repo.requestOf(this.db, account.id, requestReference);
    if (!request)
      throw new AppError(400, 'EVOTING_UNKNOWN_REFERENCE', evotingMessages.unknownReference);
    const outcome = await this.depository.evotingOutcome(account, request.requestReference);
    return {
      requestReference: request.requestReference,
      redirectTo: request.depository === 'CDSL' ? 'CDSL' : 'NSDL',
      status: outcome.status,
      ERROR_CODE_DESCRIPTION: outcome.error?.description ?? '',
      RES_ERROR_CODE_ID: outcome.error?.code ?? '',
      votes: outcome.votes.map((vote) => ({ ...vote, votedAt: vote.votedAt.toISOString() })),
    };
  }
}
