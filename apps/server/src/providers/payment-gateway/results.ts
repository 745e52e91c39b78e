import { paiseFromWire, paiseToWire } from '@cdesk/domain';
import { z } from 'zod';
import { MessageSeal } from '../signed-message.js';
import type { GatewayResult, SignedResult } from './port.js';

const ZGatewayResult = z.object({
  merchantRef: z.string().min(1).max(100),
  gatewayRef: z.string().min(1).max(100),
  outcome: z.enum(['PENDING', 'SUCCESS', 'DECLINED', 'CANCELLED', 'FAILED', 'REJECTED']),
  amountPaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).transform(paiseFromWire),
  reason: z.string().max(500),
}) satisfies z.ZodType<GatewayResult>;

/** The purpose a gateway's results are signed for, in the sandbox and live alike. */
export const gatewayResultPurpose = 'payment-gateway';

/**
 * The results a payment gateway reports back (net-banking return and callback, NEFT credit),
 * signed with the secret the gateway and the desk share.
 */
export class GatewayResults {
  private readonly seal: MessageSeal;

  constructor(secret: string) {
    this.seal = new MessageSeal(secret, gatewayResultPurpose);
  }

  sign(result: GatewayResult): SignedResult {
    return this.seal.seal({ ...result, amountPaise: paiseToWire(result.amountPaise) });
  }

  read(result: SignedResult): GatewayResult | null {
    return this.seal.open(result, ZGatewayResult);
  }
}
