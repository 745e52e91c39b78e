import type { GatewayResource } from '../call.js';

/** POST payments/gateway/callback: the bank's signed server-to-server callback. */
export const paymentCallbackResource = {
  path: 'payments/gateway/callback',
} as const satisfies GatewayResource;

/**
 * POST payments/netbanking/return: the browser's signed return from the bank, a form (data, sig)
 * that the bank's page posts, so the result never travels in an address.
 */
export const netbankingReturnResource = {
  path: 'payments/netbanking/return',
} as const satisfies GatewayResource;
