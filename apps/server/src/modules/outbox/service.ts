import type { Db, Tx } from '../../db/client.js';
import { BatchLoop } from '../../lib/batch-loop.js';
import type { Clock } from '../../lib/clock.js';
import type { OtpDelivery, OutgoingMessage } from '../../providers/otp-delivery/port.js';
import * as repo from './repository.js';

const maxAttempts = 5;
const batch = 20;

/**
 * The durable outbox: a message is written in the same transaction as the OTP it carries, and
 * delivered from the table afterwards, so a crash between the two loses nothing.
 */
export class OutboxService {
  private readonly loop = new BatchLoop(() => this.deliverBatch());

  constructor(
    private readonly db: Db,
    private readonly delivery: OtpDelivery,
    private readonly clock: Clock,
  ) {}

  enqueue(tx: Db | Tx, accountId: number | null, messages: OutgoingMessage[]): Promise<void> {
    return repo.enqueue(
      tx,
      messages.map((m) => ({ ...m, accountId })),
    );
  }

  /** The same words to the investor by SMS and, with a greeting, by email. */
  notify(
    tx: Db | Tx,
    account: { id: number; name: string; mobile: string; email: string },
    subjects: { smsSubject: string; emailSubject: string },
    text: string,
  ): Promise<void> {
    return this.enqueue(tx, account.id, [
      { channel: 'SMS', recipient: account.mobile, subject: subjects.smsSubject, body: text },
      {
        channel: 'EMAIL',
        recipient: account.email,
        subject: subjects.emailSubject,
        body: `Dear ${account.name},\n\n${text}`,
      },
    ]);
  }

  /** The words to one mobile number (SMS) or e-mail ID of someone without an account. */
  notifyContact(
    tx: Db | Tx,
    contact: { channel: 'SMS' | 'EMAIL'; to: string; name: string },
    subjects: { smsSubject: string; emailSubject: string },
    text: string,
  ): Promise<void> {
    const sms = contact.channel === 'SMS';
    const greeting = contact.name ? `Dear ${contact.name}` : 'Dear Applicant';
    return this.enqueue(tx, null, [
      {
        channel: contact.channel,
        recipient: contact.to,
        subject: sms ? subjects.smsSubject : subjects.emailSubject,
        body: sms ? text : `${greeting},\n\n${text}`,
      },
    ]);
  }

  /** Delivers what is pending; returns how many messages were sent. */
  deliverPending(): Promise<number> {
    return this.loop.run();
  }

  private async deliverBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await repo.claimPending(tx, batch, maxAttempts);
      let sent = 0;
      for (const row of rows) {
        try {
          await this.delivery.deliver({
            channel: row.channel as OutgoingMessage['channel'],
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
          });
          await repo.markSent(tx, row.id, this.clock.realNow());
          sent += 1;
        } catch (error) {
          await repo.markFailedAttempt(tx, row.id, String(error), maxAttempts);
        }
      }
      return sent;
    });
  }

  start(intervalMs = 1000): void {
    this.loop.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  messagesFor(njAcNo: string, limit = 50) {
    return repo.messagesFor(this.db, njAcNo, limit);
  }

  /** What was sent to one mobile number or e-mail ID, newest first. */
  messagesTo(recipient: string, limit = 50) {
    return repo.messagesTo(this.db, recipient, limit);
  }
}
