import type { GatewayResource } from '../call.js';

/** POST payments/gateway/callback: the bank's signed server-to-server callback. */
export const paymentCallbackResource = {
  path: 'payments/gateway/callback',
} as const satisfies GatewayResource;

/** GET payments/netbanking/return: the browser's signed return from the bank. */
export const netbankingReturnResource = {
  path: 'payments/netbanking/return',
} as const satisfies GatewayResource;
