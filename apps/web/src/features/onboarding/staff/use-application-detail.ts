import { fetchRefnoDetailCall, type TFetchRefnoDetailResponse } from '@cdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { staffCall } from './staff-gateway';

/** One application's full detail, loaded again once a decision is made. */
export function useApplicationDetail(refNo: string) {
  const [detail, setDetail] = useState<TFetchRefnoDetailResponse | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setDetail(await staffCall(fetchRefnoDetailCall, { refNo }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [refNo]);
  useEffect(() => {
    void load();
  }, [load]);
  return { detail, error, load };
}
