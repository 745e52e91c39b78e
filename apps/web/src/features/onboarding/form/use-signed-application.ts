import { loadEsignDetailCall } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { regCall } from '../reg-gateway';
import type { Detail } from './application-rejected';

/** Where the signed application stands, once the registration token can ask. */
export function useSignedApplication(refToken: string | null | undefined) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [loaded, setLoaded] = useState(!refToken);

  useEffect(() => {
    if (!refToken) return;
    const controller = new AbortController();
    regCall(loadEsignDetailCall, {}, { signal: controller.signal }).then(
      (found) => {
        setDetail(found);
        setLoaded(true);
      },
      () => !controller.signal.aborted && setLoaded(true),
    );
    return () => controller.abort();
  }, [refToken]);
  return { detail, loaded };
}
