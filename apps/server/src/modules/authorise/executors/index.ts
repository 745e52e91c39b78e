import type { AuthExecutor } from '../executor.js';
import type { ExecutorDeps } from './deps.js';
import { purchaseExecutor } from './purchase.js';

export type { ExecutorDeps } from './deps.js';

/**
 * Every family of partner-placed transaction and the executor that authorises it, one line each.
 * A type is offered for placement once an executor here takes it.
 */
export function buildExecutors(deps: ExecutorDeps): AuthExecutor[] {
  return [purchaseExecutor(deps)];
}
