import {
  attemptLimitMessage,
  attemptLimits,
  attemptsLeft,
  attemptsLeftText,
  decodeMappingCredential,
  mappingCredentialKind,
  maskName,
  messages,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { KeyedHash } from '../../lib/keyed-hash.js';
import type { Clock } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { AccessService, RequestContext, SessionPrincipal } from './service.js';
import { subjects } from './attempt-limiter.js';
import * as repo from './mapping-repository.js';

// Initials of Indian names, weighted roughly as they occur, for the decoy masked names.
const initials = 'AAABBCDDGGHJKKKMMMNNPPPRRRSSSSTVVY';
const noPendingRequest = 'There is no pending request for this account.';
const mismatch = 'The PIN or date of birth does not match our records.';

/** Partner mapping and unmapping, authorised by the investor with a PIN or date of birth. */
export class MappingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly access: AccessService,
    secretKey: string,
  ) {
    this.decoys = new KeyedHash(secretKey, 'mapping-name-decoy');
  }

  private readonly decoys: KeyedHash;

  /**
   * The investor's name for the mapping page, masked (A*** V****): the page is open to anyone
   * holding the link, before any login. Every number gets the same shape of answer: the masked
   * name while a request waits for the account, otherwise a masked name drawn from the number
   * under the secret key (the same each time), so the answer tells no one which numbers have a
   * request waiting, or exist.
   */
  async investorName(njAcNo: string): Promise<string> {
    const account = await this.access.findAccount(njAcNo, 'NJACNO');
    const pending = account ? await repo.hasPendingMapping(this.db, account.id) : false;
    return account && pending ? maskName(account.name) : this.decoyName(njAcNo.trim());
  }

  private decoyName(njAcNo: string): string {
    const bytes = this.decoys.bytes(njAcNo);
    const word = (at: number) =>
      `${initials[(bytes[at] ?? 0) % initials.length]}${'*'.repeat(3 + ((bytes[at + 1] ?? 0) % 5))}`;
    return `${word(0)} ${word(2)}`;
  }

  /**
   * The authorisation login with a PIN (4 digits) or a date of birth (8). Each has its own attempt
   * limit, per account and per address; an unknown account number counts and answers the same. A
   * block of password login does not close this door, and a wrong PIN here never blocks the password.
   */
  async authenticate(njAcNo: string, encoded: string, context: RequestContext) {
    const credential = decodeMappingCredential(encoded);
    if (!credential) throw new AppError(400, 'MAPPING_INVALID', messages.mappingInvalid);
    const check = mappingCredentialKind(credential);
    const { account, subject } = await this.access.loginSubject(njAcNo, 'NJACNO');
    const who = { account: subject, address: subjects.address(context.ip) };
    const tooMany = await this.access.limiter.refusal(check, who);
    if (tooMany) throw new AppError(400, 'TOO_MANY_ATTEMPTS', tooMany.message);
    // An unknown account spends the time a known one would: a hash for a PIN, none for a date.
    const matches = !account
      ? check === 'PIN' && (await verifyAgainstNothing(credential))
      : check === 'PIN'
        ? account.pinHash !== null && (await verifyPassword(account.pinHash, credential))
        : credential === ddmmyyyy(account.dob);
    if (!account || !matches) {
      const left = attemptsLeft(check, await this.access.limiter.fail(check, who));
      await this.audit.record('LOGIN_FAILURE', account?.id ?? null, context, {
        via: 'mapping',
        check,
        left,
        ...(account ? {} : { loginId: njAcNo, reason: 'unknown' }),
      });
      if (left === 0) {
        const minutes = attemptLimits[check].perAccount.windowMinutes ?? 0;
        throw new AppError(
          400,
          'TOO_MANY_ATTEMPTS',
          attemptLimitMessage(check, 'ACCOUNT', minutes),
        );
      }
      throw new AppError(400, 'MAPPING_FAILED', `${mismatch} ${attemptsLeftText(left)}`);
    }
    await this.access.limiter.clear(check, subject);
    const token = await this.access.openSession(account, 'AUTHORISATION', context, {
      method: check === 'PIN' ? 'MAPPING_PIN' : 'MAPPING_DOB',
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
    if (!(await repo.decideMapping(this.db, rid, status, this.clock.realNow()))) {
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
