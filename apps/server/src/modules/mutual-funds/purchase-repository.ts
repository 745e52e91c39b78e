import type { Paise } from '@cdesk/domain';
import { eq, gte } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/rows.js';
import {
  type OrderGroup,
  orderGroups,
  type PurchaseOrder,
  purchaseOrders,
} from '../../db/schema.js';

export function groupById(db: Executor, id: number): Promise<OrderGroup | undefined> {
  return firstRow(db, orderGroups, eq(orderGroups.id, id));
}

export function orderById(db: Executor, id: number): Promise<PurchaseOrder | undefined> {
  return firstRow(db, purchaseOrders, eq(purchaseOrders.id, id));
}

/** Whether the account placed an order in the scheme since the instant. */
export function recentOrderIn(
  db: Executor,
  accountId: number,
  schemeCode: number,
  since: Date,
): Promise<boolean> {
  return hasRow(
    db,
    purchaseOrders,
    eq(purchaseOrders.accountId, accountId),
    eq(purchaseOrders.schemeCode, schemeCode),
    gte(purchaseOrders.createdAt, since),
  );
}

export async function markAllotted(
  tx: Tx,
  orderId: number,
  values: {
    folioNo: string;
    stampDutyPaise: Paise;
    units: string;
    nav: string;
    navDate: string;
    /** The SIP's schedule from the day its first installment was paid. */
    sip: PurchaseOrder['sip'];
    sipRegNo: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({
      status: 'ALLOTTED',
      ...(values.sip ? { sip: values.sip } : {}),
      folioNo: values.folioNo,
      stampDutyPaise: values.stampDutyPaise,
      units: values.units,
      nav: values.nav,
      navDate: values.navDate,
      sipRegNo: values.sipRegNo,
      allottedAt: values.now,
    })
    .where(eq(purchaseOrders.id, orderId));
}
