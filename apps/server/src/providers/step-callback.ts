import { z } from 'zod';
import { MessageSeal, type SignedMessage } from './signed-message.js';

const ZStepDone = z.object({ ref: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * An outside system's signed word that a person finished a step on its side (paid DP charges,
 * completed re-KYC, linked PAN with Aadhaar): `{ ref }`, the desk's reference from the link.
 */
export class StepCallbacks {
  private readonly seal: MessageSeal;

  constructor(secret: string, purpose: string) {
    this.seal = new MessageSeal(secret, purpose);
  }

  sign(ref: string): SignedMessage {
    return this.seal.seal({ ref });
  }

  read(message: SignedMessage): { ref: string } | null {
    return this.seal.open(message, ZStepDone);
  }
}
