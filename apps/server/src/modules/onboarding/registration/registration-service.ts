import { randomInt } from 'node:crypto';
import {
  backScreen,
  nextScreen,
  type RegistrationAccountType,
  screenIdFor,
  type TApplicationToken,
} from '@cdesk/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import { notFoundApplication } from './login-service.js';
import * as repo from '../repository.js';
import type { RegistrationPrincipal, RegistrationSessions } from './session.js';
import type { OnboardingStore } from '../store.js';

/** A reference number: the account type, the date (YYMMDD) and six random digits. */
function newRefNo(accountType: RegistrationAccountType, now: Date): string {
  const ist = new Date(now.getTime() + 330 * 60_000).toISOString();
  const date = `${ist.slice(2, 4)}${ist.slice(5, 7)}${ist.slice(8, 10)}`;
  return `${accountType}${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** EwaRegService and JwtTokenUtility: applications, their reference tokens, Back and Next. */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly store: OnboardingStore,
    private readonly sessions: RegistrationSessions,
    private readonly audit: AuditService,
  ) {}

  /** A new application under the login, saved at the centre and partner step. */
  async generateRefno(
    principal: RegistrationPrincipal,
    input: { accountType: RegistrationAccountType; formType: '1' | '2' },
    context: AuditContext,
  ): Promise<TApplicationToken> {
    const now = this.clock.businessNow();
    const screenId = screenIdFor('centrepartner');
    // PMS (form type 1) is an e-wealth form; an EMF application is always form type 2.
    const formType = input.accountType === 'EMF' ? '2' : input.formType;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refNo = newRefNo(input.accountType, now);
      const created = await repo.insertApplication(this.db, {
        refNo,
        loginId: principal.loginId,
        origin: principal.origin,
        accountType: input.accountType,
        formType,
        partnerId: principal.partnerId,
        screenId,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) continue;
      await this.store.upsertHolder(refNo, 'F', {});
      const refToken = await this.sessions.issueReference(principal, refNo);
      await this.audit.record('REGISTRATION_STARTED', null, context, {
        refNo,
        loginId: principal.loginId,
        origin: principal.origin,
        accountType: input.accountType,
      });
      return { refNo, refToken, accountType: input.accountType, screenId };
    }
    throw new Error('no free reference number');
  }

  /** Resumes one of the login's applications: a fresh reference token, and where it stands. */
  async resume(
    principal: RegistrationPrincipal,
    refNo: string,
    context: AuditContext,
  ): Promise<TApplicationToken> {
    const app = await this.store.application(refNo.trim().toUpperCase());
    if (!app || app.loginId !== principal.loginId) throw notFoundApplication();
    const refToken = await this.sessions.issueReference(principal, app.refNo);
    await this.audit.record('REGISTRATION_RESUMED', null, context, {
      refNo: app.refNo,
      loginId: principal.loginId,
    });
    return {
      refNo: app.refNo,
      refToken,
      accountType: app.accountType as RegistrationAccountType,
      screenId: app.screenId,
    };
  }

  async backNext(principal: RegistrationPrincipal & { refNo: string }, screenId: string) {
    const app = await this.store.application(principal.refNo);
    if (!app) throw notFoundApplication();
    const facts = await this.store.facts(principal.refNo);
    return {
      screenId,
      savedScreenId: app.screenId,
      backScreenId: backScreen(facts, screenId),
      nextScreenId: nextScreen(facts, screenId),
    };
  }

  async terminate(principal: RegistrationPrincipal, context: AuditContext) {
    await this.sessions.terminate(principal);
    await this.audit.record('REGISTRATION_LOGOUT', null, context, { loginId: principal.loginId });
    return { terminated: true as const };
  }
}
