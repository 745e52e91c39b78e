import { showDate } from '@cdesk/domain';
import type { TNotification } from '@cdesk/domain';
import { Link } from 'react-router';
import { cx } from '../../../ui/cx';
import { Button } from '../../../ui/button';

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

interface NotificationItemProps {
  notification: TNotification;
  marking: boolean;
  onMarkRead: () => void;
}

/** One notification; unread ones carry a dot and the word, never colour alone. */
export function NotificationItem({ notification, marking, onMarkRead }: NotificationItemProps) {
  const { title, body, link, createdAt, read } = notification;
  return (
    <article
      className={cx(
        'flex flex-col gap-3 rounded-card border p-4 tablet:flex-row tablet:items-start tablet:p-5',
        read ? 'border-border bg-surface' : 'border-brand/30 bg-brand-soft/50',
      )}
    >
      <span
        aria-hidden
        className={cx('mt-2 hidden size-2 shrink-0 rounded-full tablet:block', !read && 'bg-brand')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className={cx('text-[15px] text-text', read ? 'font-medium' : 'font-semibold')}>
          {!read && <span className="mr-2 text-xs font-semibold text-brand uppercase">Unread</span>}
          {link ? (
            <Link
              to={link}
              onClick={() => !read && onMarkRead()}
              className="rounded-sm underline-offset-4 hover:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="text-sm leading-relaxed text-muted">{body}</p>
        <p className="figures text-xs text-muted">
          <time dateTime={createdAt}>
            {showDate(createdAt)}, {timeOfDay.format(new Date(createdAt))}
          </time>
        </p>
      </div>
      {!read && (
        <Button
          variant="ghost"
          loading={marking}
          onClick={onMarkRead}
          className="shrink-0 self-start"
          aria-label={`Mark "${title}" as read`}
        >
          Mark as read
        </Button>
      )}
    </article>
  );
}
