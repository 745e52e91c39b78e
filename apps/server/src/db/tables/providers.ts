import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { completion, initialStatus, ownedBy, paiseOrZero } from './columns.js';

export const providerRequests = pgTable(
  'provider_requests',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    accountId: ownedBy(accounts),
    amountPaise: paiseOrZero('amount_paise'),
    status: initialStatus('PENDING'),
    ...completion(),
  },
  (t) => [index('provider_requests_account_idx').on(t.accountId, t.kind, t.status)],
);
