import type { OtpDelivery, OutgoingMessage } from './port.js';

const timeoutMs = 10_000;

/**
 * SMS through an HTTP gateway: `POST SMS_URL` with `{ "to": mobile, "text": body }` as JSON and
 * `Authorization: Bearer SMS_TOKEN`; any 2xx means the gateway accepted the message.
 */
export class HttpSms implements OtpDelivery {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async deliver(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}
