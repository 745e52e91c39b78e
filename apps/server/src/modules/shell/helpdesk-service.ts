import {
  helpQueryCategoryLabel,
  helpQueryLimits,
  istDate,
  shellMessages,
  type HelpQueryStatus,
  type THelpQuery,
  type ZSendQueryRequest,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import type { OutboxService } from '../outbox/index.js';
import * as repo from './repository.js';

const listLimit = 100;

function toQuery(row: repo.HelpQueryRow): THelpQuery {
  return {
    referenceNo: row.referenceNo,
    category: row.category,
    categoryLabel: helpQueryCategoryLabel(row.category),
    subject: row.subject,
    message: row.message,
    status: row.status as HelpQueryStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Midnight of the India day an instant falls in. */
function indiaDayStart(now: Date): Date {
  return new Date(`${istDate(now)}T00:00:00+05:30`);
}

/** Help and support queries: stored with a reference number and acknowledged through the outbox. */
export class HelpdeskService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccessService,
    private readonly outbox: OutboxService,
  ) {}

  async send(
    principal: SessionPrincipal,
    input: z.output<typeof ZSendQueryRequest>,
  ): Promise<THelpQuery> {
    const account = await this.access.accountOf(principal);
    // Queries are dated, numbered and counted per day by the business clock, as the desk shows them.
    const now = this.clock.businessNow();
    // Each query sends an SMS and an e-mail; a daily cap keeps the form from being used to spam.
    // Two queries racing past the last slot could both land; an eleventh query is harmless.
    if (
      (await repo.queriesSince(this.db, account.id, indiaDayStart(now))) >= helpQueryLimits.perDay
    )
      throw new AppError(429, 'QUERY_LIMIT', shellMessages.queryLimit);
    const row = await this.db.transaction(async (tx) => {
      const id = await repo.nextHelpQueryId(tx);
      const referenceNo = `CDQ${istDate(now).slice(2).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
      const inserted = await repo.insertHelpQuery(tx, {
        id,
        referenceNo,
        accountId: account.id,
        category: input.category,
        subject: input.subject,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      });
      const about = `about "${input.subject}"`;
      await this.outbox.enqueue(tx, account.id, [
        {
          channel: 'SMS',
          recipient: account.mobile,
          subject: 'Query received',
          body: `We have received your query ${about}. Reference number ${referenceNo}. - Client Desk`,
        },
        {
          channel: 'EMAIL',
          recipient: account.email,
          subject: `We have received your query ${referenceNo}`,
          body: `Dear ${account.name},\n\nThank you for writing to us ${about} (${helpQueryCategoryLabel(input.category)}). Your reference number is ${referenceNo}. Our support team will reply within two working days; you can follow the status under Help & Support.\n\nClient Desk`,
        },
      ]);
      return inserted;
    });
    return toQuery(row);
  }

  async list(principal: SessionPrincipal): Promise<THelpQuery[]> {
    return (await repo.queriesOf(this.db, principal.accountId, listLimit)).map(toQuery);
  }
}
