import { decodeMappingCredential, loginPolicy, messages } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { AccessService, RequestContext, SessionPrincipal } from './service.js';
import * as repo from './mapping-repository.js';

const noPendingRequest = 'There is no pending request for this account.';

/** Partner mapping and unmapping, authorised by the investor with a PIN or date of birth. */
export class MappingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly access: AccessService,
  ) {}

  /** The investor's name for the mapping page, only while a request waits for them. */
  async investorName(njAcNo: string): Promise<string> {
    const account = await this.access.findAccount(njAcNo, 'NJACNO');
    if (!account || !(await repo.hasPendingMapping(this.db, account.id))) {
      throw new AppError(400, 'NO_PENDING_REQUEST', noPendingRequest);
    }
    return account.name;
  }

  async authenticate(njAcNo: string, encoded: string, context: RequestContext) {
    const credential = decodeMappingCredential(encoded);
    if (!credential) throw new AppError(400, 'MAPPING_INVALID', messages.mappingInvalid);
    const account = await this.access.findAccount(njAcNo, 'NJACNO');
    if (!account) {
      await verifyAgainstNothing(credential);
      throw new AppError(
        400,
        'MAPPING_FAILED',
        'The PIN or date of birth does not match our records.',
      );
    }
    if (account.blocked) throw new AppError(400, 'UCC_BLOCK', messages.accountBlocked);
    const matches =
      credential.length === 4
        ? account.pinHash !== null && (await verifyPassword(account.pinHash, credential))
        : credential === ddmmyyyy(account.dob);
    if (!matches) {
      const { failedAttempts, blocked } = await this.access.recordFailure(
        account.id,
        context,
        'mapping',
      );
      const left = loginPolicy.blockAtFailures - failedAttempts;
      throw new AppError(
        400,
        blocked ? 'UCC_BLOCK' : 'MAPPING_FAILED',
        blocked
          ? messages.accountBlocked
          : `The PIN or date of birth does not match our records. ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    }
    const token = await this.access.openSession(account, 'AUTHORISATION', context, {
      method: 'MAPPING_PIN',
    });
    return { token, name: account.name };
  }

  async request(principal: SessionPrincipal, rid: string) {
    const request = await repo.findMappingRequest(this.db, rid);
    if (!request || request.accountId !== principal.accountId)
      throw new AppError(400, 'NO_PENDING_REQUEST', noPendingRequest);
    const account = await this.access.accountOf(principal);
    return {
      rid: request.rid,
      njAcNo: account.njAcNo,
      investorName: account.name,
      action: request.action as 'MAP' | 'UNMAP',
      fromPartner: request.fromPartner,
      toPartner: request.toPartner,
      status: request.status as 'PENDING' | 'AUTHORISED' | 'REJECTED',
      requestedOn: request.requestedOn,
    };
  }

  async decide(
    principal: SessionPrincipal,
    rid: string,
    decision: 'AUTHORISE' | 'REJECT',
    context: AuditContext,
  ) {
    const current = await this.request(principal, rid);
    const status = decision === 'AUTHORISE' ? 'AUTHORISED' : 'REJECTED';
    if (!(await repo.decideMapping(this.db, rid, status, this.clock.now()))) {
      throw new AppError(
        400,
        'ALREADY_DECIDED',
        `This request has already been ${current.status.toLowerCase()}.`,
      );
    }
    await this.audit.record('MAPPING_DECIDED', principal.accountId, context, { rid, decision });
    return { ...current, status: status as 'AUTHORISED' | 'REJECTED' };
  }
}

function ddmmyyyy(isoDate: string): string {
  const [yyyy, mm, dd] = isoDate.split('-');
  return `${dd}${mm}${yyyy}`;
}
