import {
  gatewayUrl,
  getPrimaryMenuCall,
  parseMenuXml,
  primaryMenuXmlResource,
  shellConstants,
  type TGetPrimaryMenuRequest,
  type TPrimaryMenu,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import { afterFirstPaint } from '../../../lib/first-paint';

export interface MenuLogin {
  token: string;
  loginid: string;
  njacno: string;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function fetchMenuXml(token: string, signal: AbortSignal): Promise<TPrimaryMenu> {
  await afterFirstPaint();
  const response = await fetch(gatewayUrl(primaryMenuXmlResource), {
    headers: { Accept: 'application/xml', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new Error(`primaryMenu.xml answered ${response.status}`);
  return parseMenuXml(await response.text());
}

/**
 * Spec 1 section 7.2: GET xml/primaryMenu.xml; when it fails (or is not a menu), wait a second and
 * ask POST getPrimaryMenu for the same tree as JSON.
 */
export async function loadMenu(login: MenuLogin, signal: AbortSignal): Promise<TPrimaryMenu> {
  try {
    return await fetchMenuXml(login.token, signal);
  } catch (error) {
    if (signal.aborted) throw error;
  }
  await wait(shellConstants.menuFallbackDelayMs, signal);
  const body = { loginid: login.loginid, njac_no: login.njacno } satisfies TGetPrimaryMenuRequest;
  return gatewayCall(getPrimaryMenuCall, body, { signal });
}
