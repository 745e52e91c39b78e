import { z } from 'zod';
import { defaultHandoffOption, handoffMessages, handoffProblem, type HandoffOption, type HandoffProduct } from '../../rules/trading-handoff.js';
import { defineCall } from '../call.js';

/**
 * POST shell/handoff/start {prodType, subType}: the investor is handed over to the online-trading
 * host for a product the desk does not run itself (spec 1 sections 2.3 and 2.6, tiles 3 to 6).
 * subType may be empty: the product's own action.
 */
export const ZStartHandoffRequest = z
  .object({
    prodType: z.string({ message: handoffMessages.unknownProduct }).max(40),
    subType: z.string().max(20).default(''),
  })
  .superRefine((value, context) => {
    const problem = handoffProblem(value.prodType, value.subType);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['prodType'] });
  })
  .transform((value) => {
    const product = value.prodType.trim().toLowerCase() as HandoffProduct;
    const option = (value.subType.trim().toLowerCase() || defaultHandoffOption(product)) as HandoffOption;
    return { product, option };
  });
export type TStartHandoffRequest = z.input<typeof ZStartHandoffRequest>;

export const ZStartHandoffResponse = z.object({
  /** Where the browser posts the form: the online-trading host's entry page. */
  url: z.string(),
  /** The form's fields, posted as they are (the signed token among them). */
  fields: z.record(z.string(), z.string()),
  product: z.string(),
  productName: z.string(),
  option: z.string(),
  optionLabel: z.string(),
  /** ISO 8601: the token is refused after this instant (business time). */
  expiresAt: z.string(),
});
export type TStartHandoffResponse = z.infer<typeof ZStartHandoffResponse>;

/** POST shell/handoff/start. */
export const startHandoffCall = defineCall('shell/handoff/start', ZStartHandoffRequest, ZStartHandoffResponse);

/** The hand-over as the host posts it on: the form's fields, unchanged. */
export const ZRedeemHandoffRequest = z.object({
  data: z.string().max(4000),
  sig: z.string().max(200),
});
export type TRedeemHandoffRequest = z.input<typeof ZRedeemHandoffRequest>;

/** Whom the host received; a token that is not valid, has expired or was used is a 400. */
export const ZRedeemHandoffResponse = z.object({
  njAcNo: z.string(),
  name: z.string(),
  product: z.string(),
  option: z.string(),
  /** ISO 8601, business time. */
  receivedAt: z.string(),
});
export type TRedeemHandoffResponse = z.infer<typeof ZRedeemHandoffResponse>;

/**
 * POST shell/handoff/redeem: the online-trading host, server to server, spends a token it was
 * posted, once; no session, the token's signature is its credential.
 */
export const redeemHandoffCall = defineCall('shell/handoff/redeem', ZRedeemHandoffRequest, ZRedeemHandoffResponse);
