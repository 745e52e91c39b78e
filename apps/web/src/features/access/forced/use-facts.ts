import type { TActivation } from '@cdesk/domain';
import { useAppSelector } from '../../../lib/store';

/** The activation facts; the session gate renders the forced screens only once they are known. */
export function useFacts(): TActivation {
  const facts = useAppSelector((state) => state.access.activation);
  if (!facts) throw new Error('A forced screen rendered before the activation check');
  return facts;
}
