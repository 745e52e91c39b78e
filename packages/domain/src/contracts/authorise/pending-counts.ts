import { z } from 'zod';
import { defineCall } from '../call.js';

/**
 * How many transactions wait for the client's authorisation, for the desk's frame (the menu item
 * and the dashboard). In a module of their own: the frame reads their paths and nothing else of
 * the authorisation and MARS contracts.
 */
export const ZGetTotalNonMarsCountRequest = z
  .object({})
  .passthrough()
  .transform(() => ({}));
export const ZCountResponse = z.object({ count: z.number().int() });

/** POST mfauth/getTotalNonMarsCount: how many non-MARS transactions wait (dashboard and menu). */
export const getTotalNonMarsCountCall = defineCall('mfauth/getTotalNonMarsCount', ZGetTotalNonMarsCountRequest, ZCountResponse);

/** POST ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount. */
export const getMarsAuthPendingTrxnsCountCall = defineCall(
  'ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount',
  z
    .object({})
    .passthrough()
    .transform(() => ({})),
  ZCountResponse,
);
