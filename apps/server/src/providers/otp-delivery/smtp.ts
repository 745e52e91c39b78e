import nodemailer, { type Transporter } from 'nodemailer';
import type { OtpDelivery, OutgoingMessage } from './port.js';

/** E-mail through an SMTP relay (SMTP_URL, e.g. smtps://user:password@smtp.example.in:465). */
export class SmtpMail implements OtpDelivery {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }

  close(): void {
    this.transport.close();
  }
}
