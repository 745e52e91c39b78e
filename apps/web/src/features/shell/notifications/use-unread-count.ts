import { getNotificationsCall } from '@cdesk/domain';
import { useEffect } from 'react';
import { gatewayCall } from '../../../lib/api';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { selectFrame, unreadNotificationsCounted } from '../../../lib/frame-slice';

/**
 * The header's count of unread notifications: counted when the desk opens, and again by the
 * notifications page whenever it marks one read. Null until known.
 */
export function useUnreadCount(): number | null {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.access.token);
  const { state } = useGatewayLoad(
    token ? `unread:${token}` : null,
    (signal) => gatewayCall(getNotificationsCall, {}, { signal }),
    { transition: true },
  );
  useEffect(() => {
    if (state.status === 'ready')
      dispatch(unreadNotificationsCounted(state.data.filter((n) => !n.read).length));
  }, [state, dispatch]);
  return useAppSelector((root) => selectFrame(root).unreadNotifications);
}
