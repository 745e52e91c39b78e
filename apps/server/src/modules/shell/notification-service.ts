import { shellMessages, type TNotification } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionPrincipal } from '../access/index.js';
import * as repo from './repository.js';

const listLimit = 100;

function toNotification(row: repo.NotificationRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(principal: SessionPrincipal): Promise<TNotification[]> {
    const rows = await repo.notificationsOf(this.db, principal.accountId, listLimit);
    return rows.map(toNotification);
  }

  /** Another investor's notification is answered as not found, not as forbidden: ids reveal nothing. */
  async markRead(principal: SessionPrincipal, id: number): Promise<TNotification> {
    const row = await repo.markNotificationRead(
      this.db,
      principal.accountId,
      id,
      this.clock.realNow(),
    );
    if (!row) throw new AppError(404, 'NOT_FOUND', shellMessages.notificationNotFound);
    return toNotification(row);
  }
}
