import {
  getNotificationsCall,
  markNotificationReadCall,
  type TMarkNotificationReadRequest,
  type TNotification,
} from '@cdesk/domain';
import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { gatewayCall } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/store';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { unreadNotificationsCounted } from '../../../lib/frame-slice';
import { NotificationItem } from './notification-item';

export function newestFirst(list: TNotification[]): TNotification[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** /notifications: what the desk told the investor, newest first; unread ones can be marked read. */
export function NotificationsPage() {
  const {
    state: load,
    retry,
    update,
  } = useGatewayLoad('notifications', (signal) =>
    gatewayCall(getNotificationsCall, {}, { signal }),
  );
  const { run, pending, error } = useAction<string>();

  const list = load.status === 'ready' ? newestFirst(load.data) : [];
  const unread = list.filter((n) => !n.read);
  const dispatch = useAppDispatch();
  const ready = load.status === 'ready';
  // The header's bell counts what this page shows.
  useEffect(() => {
    if (ready) dispatch(unreadNotificationsCounted(unread.length));
  }, [ready, unread.length, dispatch]);

  async function markRead(id: number) {
    const body: TMarkNotificationReadRequest = { id };
    const updated = await gatewayCall(markNotificationReadCall, body);
    update((current) => current.map((n) => (n.id === id ? updated : n)));
  }

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Notifications</h1>
          <p className="mt-1.5 text-muted" aria-live="polite">
            {load.status === 'ready' &&
              (unread.length === 0 ? 'You are all caught up.' : `${unread.length} unread`)}
          </p>
        </div>
        {unread.length > 1 && (
          <Button
            variant="secondary"
            loading={pending === 'all'}
            onClick={() =>
              void run('all', async () => {
                for (const n of unread) await markRead(n.id);
              })
            }
          >
            Mark all as read
          </Button>
        )}
      </div>
      <div className="mt-8 flex max-w-3xl flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        {load.status === 'loading' &&
          [0, 1, 2].map((n) => (
            <Card key={n} aria-hidden className="flex flex-col gap-2 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-32" />
            </Card>
          ))}
        {load.status === 'error' && <LoadError message={load.message} onRetry={retry} />}
        {load.status === 'ready' && list.length === 0 && (
          <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center">
            <BellOff aria-hidden className="size-8 text-muted" />
            <p className="font-medium">No notifications yet</p>
            <p className="max-w-sm text-sm text-muted">
              We will let you know here when an order is processed, a SIP is due or something needs
              your attention.
            </p>
          </Card>
        )}
        {list.length > 0 && (
          <ul className="flex flex-col gap-3">
            {list.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  marking={pending === String(notification.id)}
                  onMarkRead={() =>
                    void run(String(notification.id), () => markRead(notification.id))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
