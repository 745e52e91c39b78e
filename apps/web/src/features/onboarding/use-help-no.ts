import { fetchHelpNoCall, registrationHelpNo } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { gatewayCall } from '../../lib/api';

/** The help line number (LoginService/fetchHelpNo); the known number until it answers. */
export function useHelpNo(): string {
  const [helpNo, setHelpNo] = useState(registrationHelpNo);
  useEffect(() => {
    const controller = new AbortController();
    gatewayCall(fetchHelpNoCall, {}, { signal: controller.signal }).then(
      (data) => setHelpNo(data.helpNo),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return helpNo;
}
