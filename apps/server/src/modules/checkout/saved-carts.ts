import type { TSavedCart, TSavedCartLines } from '@cdesk/domain';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { groupByKey } from './order-repository.js';
import { paymentOfGroup } from './payment-repository.js';
import * as repo from './saved-cart-repository.js';

export type SavedCartInput = Pick<TSavedCart, 'cart' | 'nfoCart'>;

const noLines = (): TSavedCartLines => ({ items: [], sessionId: '' });

function view(row: repo.SavedCartRow | undefined): TSavedCart {
  return row
    ? { cart: row.cart, nfoCart: row.nfoCart, updatedAt: row.updatedAt.toISOString() }
    : { cart: noLines(), nfoCart: noLines(), updatedAt: '' };
}

/**
 * The investor's carts kept on the server, so they follow the investor from browser to browser.
 * Lines arrive checked by the contract (at most the cart's size, each line bounded); the figures
 * in them are only what the cart shows, since confirming checks every line again.
 */
export class SavedCarts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(accountId: number): Promise<TSavedCart> {
    return view(await repo.savedCartOf(this.db, accountId));
  }

  /**
   * Replaces both carts. A cart whose orders were confirmed with its key and paid is empty for
   * good: a browser that has not heard of the payment cannot bring it back.
   */
  async save(accountId: number, input: SavedCartInput): Promise<TSavedCart> {
    return this.db.transaction(async (tx) => {
      await repo.lockedCartOf(tx, accountId);
      const cart = await this.unlessPaid(tx, accountId, input.cart);
      const nfoCart = await this.unlessPaid(tx, accountId, input.nfoCart);
      const row = { accountId, cart, nfoCart, updatedAt: this.clock.realNow() };
      return view(await repo.upsertSavedCart(tx, row));
    });
  }

  /** Payment realised for the orders confirmed with `key`: the cart that carried it empties. */
  async clearPaid(tx: Tx, accountId: number, key: string): Promise<void> {
    const row = await repo.lockedCartOf(tx, accountId);
    if (!row || key === '') return;
    const cart = row.cart.sessionId === key ? noLines() : row.cart;
    const nfoCart = row.nfoCart.sessionId === key ? noLines() : row.nfoCart;
    if (cart === row.cart && nfoCart === row.nfoCart) return;
    await repo.upsertSavedCart(tx, { accountId, cart, nfoCart, updatedAt: this.clock.realNow() });
  }

  private async unlessPaid(
    db: Executor,
    accountId: number,
    lines: TSavedCartLines,
  ): Promise<TSavedCartLines> {
    if (lines.sessionId === '') return lines;
    const group = await groupByKey(db, accountId, lines.sessionId);
    const payment = group && (await paymentOfGroup(db, group.id));
    return payment?.status === 'SUCCESS' ? noLines() : lines;
  }
}
