import type { OtpDelivery, OutgoingMessage } from './port.js';

/**
 * The sandbox gateway accepts every message; the durable outbox row it came from is what a tester
 * reads back at /cdesk/sandbox/outbox. `failNext` makes it refuse, to exercise retries.
 */
export class SandboxOtpDelivery implements OtpDelivery {
  private failures = 0;

  failNext(times = 1): void {
    this.failures = times;
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error(`sandbox gateway refused the ${message.channel} to ${message.recipient}`);
    }
  }
}
