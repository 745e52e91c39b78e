import type { Transporter } from 'nodemailer';
import type { OtpDelivery, OutgoingMessage } from './port.js';

/** E-mail through an SMTP relay (SMTP_URL, e.g. smtps://user:password@smtp.example.in:465). */
export class SmtpMail implements OtpDelivery {
  // The mail library loads beside the start, not in its way; only live mode needs it.
  private readonly transport: Promise<Transporter>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    // A failure to load surfaces in deliver(), where the outbox handles failed deliveries.
    this.transport.catch(() => undefined);
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    const transport = await this.transport;
    await transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }

  close(): void {
    void this.transport.then((transport) => transport.close());
  }
}
