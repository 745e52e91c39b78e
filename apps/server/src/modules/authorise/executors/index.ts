import type { AuthExecutor } from '../executor.js';
import { bulkSwitchExecutor } from './bulk-switch.js';
import type { ExecutorDeps } from './deps.js';
import { planExecutor } from './plans.js';
import { marsSwitchExecutor } from './mars-switch.js';
import { purchaseExecutor } from './purchase.js';
import { sellExecutor } from './sell.js';

export type { ExecutorDeps } from './deps.js';

/**
 * Every family of partner-placed transaction and the executor that authorises it, one line each.
 * A type is offered for placement once an executor here takes it.
 */
export function buildExecutors(deps: ExecutorDeps): AuthExecutor[] {
  return [
    purchaseExecutor(deps),
    sellExecutor(deps),
    bulkSwitchExecutor(deps),
    planExecutor(deps),
    marsSwitchExecutor(deps),
  ];
}
