import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

export type AuditInsert = typeof auditEvents.$inferInsert;

export function insertAuditEvent(db: Db | Tx, event: AuditInsert): Promise<unknown> {
  return db.insert(auditEvents).values(event);
}
