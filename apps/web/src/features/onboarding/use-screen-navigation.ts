import { screenRoute } from '@cdesk/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { regPath, useRegArea } from './reg-area';

/**
 * Goes to a numbered screen's page in the current area (tradereg or emftradereg). The screen id
 * travels in the history entry: the three nominee screens share one page and route.
 */
export function useGoToScreen(): (screenId: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const area = useRegArea();
  return useCallback(
    (screenId, options) =>
      navigate(regPath(area, screenRoute(screenId)), { ...options, state: { screenId } }),
    [navigate, area],
  );
}
