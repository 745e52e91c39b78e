/** The audit trail of logins, forced-step decisions, orders, authorisations and signatures. */
export { AuditService, type AuditContext, type AuditKind } from './service.js';
