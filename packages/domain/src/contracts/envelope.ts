import { z } from 'zod';

/** Every gateway reply has this shape, success or failure. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    isSuccess: z.boolean(),
    data,
    displayMessage: z.string(),
    techMessage: z.string(),
    errCode: z.string(),
  });
}

export const ZErrorEnvelope = envelopeSchema(z.null());

export interface Envelope<T> {
  isSuccess: boolean;
  data: T;
  displayMessage: string;
  techMessage: string;
  errCode: string;
}
