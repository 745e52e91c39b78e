import {
  checkEwealthAccountActivationCall,
  nextPostLoginStep,
  type PostLoginTarget,
  type TActivation,
  type TActivationRequest,
} from '@cdesk/domain';
import { activationLoaded } from './access-slice';
import { gatewayCall } from '../../lib/api';
import { clientInfo } from '../../lib/client-info';
import { readDeepLink } from './deep-link';
import { prepareDesk } from './desk-preparation';
import { navigateTo } from '../../lib/navigation';
import { store } from '../../lib/store';

let checkedThisLoad = false;

/** Whether the facts were fetched since the page loaded (persisted ones may be out of date). */
export function activationCheckedThisLoad(): boolean {
  return checkedThisLoad;
}

/** POST login/checkEwealthAccountActivation for the session's account; the answer goes to the store. */
export async function fetchActivation(signal?: AbortSignal): Promise<TActivation> {
  const { browser, os } = clientInfo();
  const body = {
    njAcNo: store.getState().access.njacno,
    reqFrom: 'WEB',
    browser,
    os,
  } satisfies TActivationRequest;
  const facts = await gatewayCall(checkEwealthAccountActivationCall, body, { signal });
  checkedThisLoad = true;
  store.dispatch(activationLoaded(facts));
  return facts;
}

/** Where the chain goes from these facts, with the deep link kept for after the forced steps. */
export function chainTarget(facts: TActivation): PostLoginTarget {
  return nextPostLoginStep(facts, readDeepLink());
}

/**
 * Takes the user to `target`. A deep link is forgotten only once its page shows (the session gate
 * does that), so every way to the target agrees meanwhile.
 */
export function goTo(target: PostLoginTarget): void {
  navigateTo(target.path, { replace: true });
}

/**
 * Spec 1 section 4.1: after a login and after every resolved step, ask the server where the
 * account stands and go to the next screen of the chain. Screens call this; none decides the
 * next screen itself.
 */
export async function continueChain(): Promise<PostLoginTarget> {
  const [facts] = await Promise.all([fetchActivation(), prepareDesk()]);
  const target = chainTarget(facts);
  goTo(target);
  return target;
}
