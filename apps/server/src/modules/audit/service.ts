import type { Db, Tx } from '../../db/client.js';
import { insertAuditEvent } from './repository.js';

export type AuditKind =
  | 'LOGIN_SUCCESS'
  | 'LOGIN_FAILURE'
  | 'ACCOUNT_LOCKED'
  | 'LOGIN_REFUSED_BLOCKED'
  | 'LOGIN_REFUSED_CLOSED'
  | 'ACCOUNT_CLOSED'
  | 'LOGOUT'
  | 'SESSIONS_REVOKED'
  | 'OTP_SENT'
  | 'OTP_REFUSED'
  | 'OTP_FAILURE'
  | 'STEP_DEFERRED'
  | 'STEP_RESOLVED'
  | 'PASSWORD_CHANGED'
  | 'RECOVERY_STARTED'
  | 'RECOVERY_COMPLETED'
  | 'PIN_CHANGED'
  | 'MAPPING_DECIDED'
  | 'AUTH_PLACED'
  | 'AUTH_AUTHORISED'
  | 'AUTH_REJECTED'
  | 'AUTH_BANK_CHANGED'
  | 'NOMINEE_REQUESTED'
  | 'NOMINEE_CANCELLED'
  | 'NOMINEE_SUBMITTED'
  | 'NOMINEE_OTP_SENT'
  | 'NOMINEE_SIGN_FAILED'
  | 'NOMINEE_SIGNED'
  | 'DDPI_CONSENTED'
  | 'DDPI_PAID'
  | 'DDPI_SIGNED'
  | 'ORDER_PLACED'
  | 'PAYMENT_UPDATED'
  | 'ORDER_ALLOTTED'
  | 'PLAN_REQUESTED'
  | 'PLAN_INSTALLMENT'
  | 'SELL_PLACED'
  | 'SELL_PRICED'
  | 'SELL_REJECTED'
  | 'SELL_SWITCHED_IN'
  | 'SELL_PAID'
  | 'RISK_PROFILE_SAVED'
  | 'MANDATE_PLACED'
  | 'MANDATE_AUTHORISED'
  | 'MANDATE_ESIGNED'
  | 'REGISTRATION_LOGIN'
  | 'REGISTRATION_LOGOUT'
  | 'REGISTRATION_STARTED'
  | 'REGISTRATION_RESUMED'
  | 'REGISTRATION_FORM_SUBMITTED'
  | 'REGISTRATION_ESIGNED'
  | 'REGISTRATION_CHANGE_OPENED'
  | 'APPLICATION_APPROVAL_REFUSED'
  | 'REGISTRATION_ESIGN_REFUSED'
  | 'STAFF_LOGIN'
  | 'STAFF_LOGIN_FAILURE'
  | 'STAFF_LOGOUT'
  | 'STAFF_UNBLOCKED'
  | 'APPLICATION_APPROVED'
  | 'APPLICATION_REJECTED'
  | 'REPORT_LINK_SHARED'
  | 'REPORT_LINK_REVOKED'
  | 'FOLIO_CONTACT_REQUESTED'
  | 'CLOSURE_SAVED'
  | 'CLOSURE_SUBMITTED'
  | 'CLOSURE_CANCELLED'
  | 'CLOSURE_OTP_SENT'
  | 'CLOSURE_SIGN_FAILED'
  | 'CLOSURE_SIGNED';

export interface AuditContext {
  ip: string;
  requestId: string;
}

export class AuditService {
  constructor(private readonly db: Db) {}

  record(
    kind: AuditKind,
    accountId: number | null,
    context: AuditContext,
    detail: Record<string, unknown> = {},
    tx?: Tx,
  ): Promise<unknown> {
    return insertAuditEvent(tx ?? this.db, {
      kind,
      accountId,
      detail,
      ip: context.ip,
      requestId: context.requestId,
    });
  }
}
