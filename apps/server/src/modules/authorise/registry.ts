import type { AuthTransactionType } from '@cdesk/domain';
import type { AuthExecutor } from './executor.js';

/** The executors by the transaction types they take; a type taken twice is a wiring mistake. */
export class AuthExecutors {
  private readonly byType = new Map<string, AuthExecutor>();

  /** `overrides` take their types over from `executors` (tests stand in for a family this way). */
  constructor(executors: readonly AuthExecutor[], overrides: readonly AuthExecutor[] = []) {
    for (const executor of executors)
      for (const type of executor.types) {
        if (this.byType.has(type)) throw new Error(`Two authorisation executors take ${type}`);
        this.byType.set(type, executor);
      }
    for (const executor of overrides)
      for (const type of executor.types) this.byType.set(type, executor);
  }

  of(type: string): AuthExecutor | undefined {
    return this.byType.get(type);
  }

  get types(): AuthTransactionType[] {
    return [...this.byType.keys()] as AuthTransactionType[];
  }
}
