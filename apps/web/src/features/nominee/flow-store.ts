import { initialNomineeFlow, nomineeScreens, type NomineeFlowState } from '@cdesk/domain';
import { readJson, removeItem, writeJson } from '../../lib/storage';

const KEY = 'cdesk:nominee-flow';

/**
 * The wizard's place survives a reload of the tab and the trip to the e-sign service; a new
 * launch (from the profile or from a transaction) starts over when its origin differs.
 */
export function loadFlow(isFromTransact: boolean): NomineeFlowState {
  const saved = readJson<NomineeFlowState>('session', KEY);
  if (
    saved &&
    saved.isFromTransact === isFromTransact &&
    nomineeScreens.includes(saved.screenNo) &&
    saved.nomiReqId
  )
    return saved;
  return initialNomineeFlow(isFromTransact);
}

export function saveFlow(flow: NomineeFlowState): void {
  writeJson('session', KEY, flow);
}

export function forgetFlow(): void {
  removeItem('session', KEY);
}

/** Where a wizard opened from a transaction goes back to. */
const RETURN_KEY = 'cdesk:nominee-return';

export function saveReturnTo(path: string): void {
  writeJson('session', RETURN_KEY, path);
}

export function readReturnTo(): string | undefined {
  return readJson<string>('session', RETURN_KEY);
}
