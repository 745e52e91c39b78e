import type { GatewayResource } from '../call.js';

/** POST providers/kyc/callback: the KRA or tax authority's signed word that a step is done. */
export const kycCallbackResource = {
  path: 'providers/kyc/callback',
} as const satisfies GatewayResource;

/** POST providers/depository/callback: the depository's signed word that DP charges are paid. */
export const depositoryCallbackResource = {
  path: 'providers/depository/callback',
} as const satisfies GatewayResource;
