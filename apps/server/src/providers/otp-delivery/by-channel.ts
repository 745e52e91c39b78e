import type { OtpDelivery, OutgoingMessage } from './port.js';

/** Hands each message to its channel's adapter: SMS to the SMS gateway, e-mail to the relay. */
export class DeliveryByChannel implements OtpDelivery {
  constructor(private readonly channels: Record<OutgoingMessage['channel'], OtpDelivery>) {}

  deliver(message: OutgoingMessage): Promise<void> {
    return this.channels[message.channel].deliver(message);
  }
}
