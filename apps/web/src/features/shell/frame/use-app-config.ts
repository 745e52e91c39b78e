import {
  appConfigResource,
  gatewayUrl,
  isLoanHost,
  loanHomePaths,
  type TAppConfigResponse,
} from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../lib/first-paint';

export interface DeskVariant {
  /** The loan variant: no primary menu, only logout, Home to the loan pages (spec 1 section 1). */
  loanHost: boolean;
  homePath: string;
}

const standard: DeskVariant = { loanHost: false, homePath: '/' };
let known: DeskVariant | null = null;

async function fetchVariant(signal: AbortSignal): Promise<DeskVariant> {
  await afterFirstPaint();
  const response = await fetch(gatewayUrl(appConfigResource), { signal, cache: 'no-store' });
  const body = (await response.json()) as { data?: Partial<TAppConfigResponse> } | null;
  const config = body?.data;
  // The gateway's schema shapes the reply; a reply without a label reads as the standard desk.
  if (typeof config?.loanHostLabel !== 'string') return standard;
  if (!isLoanHost(window.location.hostname, config.loanHostLabel)) return standard;
  return { loanHost: true, homePath: config.loanHomePaths?.[0] ?? loanHomePaths[0] };
}

/** GET /cdesk/gw/app-config, once per page load; until it answers (or if it fails) the desk is standard. */
export function useDeskVariant(): DeskVariant {
  const [variant, setVariant] = useState<DeskVariant>(known ?? standard);
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetchVariant(controller.signal).then(
      (next) => {
        known = next;
        setVariant(next);
      },
      () => {
        // The standard desk is the safe reading: a loan host still works, with more menu.
      },
    );
    return () => controller.abort();
  }, []);
  return variant;
}
