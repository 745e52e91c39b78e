import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { JobRunner, type JobOutcome } from '../../lib/jobs/index.js';
import type { OtpDelivery, OutgoingMessage } from '../../providers/otp-delivery/port.js';
import * as repo from './repository.js';

const maxAttempts = 5;

/**
 * The durable outbox: a message is written in the same transaction as the OTP it carries, and
 * delivered by its job afterwards (lib/jobs), so a crash between the two loses nothing. A failed
 * delivery is tried again a moment later, up to five times, then the message is FAILED.
 */
export class OutboxService {
  constructor(
    private readonly db: Db,
    private readonly delivery: OtpDelivery,
    private readonly clock: Clock,
    private readonly jobs = new JobRunner(db, clock),
  ) {
    jobs.register<{ messageId: number }>(
      repo.outboxQueue,
      ({ messageId }) => this.deliver(messageId),
      {
        maxAttempts,
        backoffMs: 1000,
        maxBackoffMs: 60_000,
        pollMs: 1000,
        onDead: (tx, { messageId }) => repo.markFailed(tx, messageId),
      },
    );
  }

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
    return this.jobs.run(repo.outboxQueue);
  }

  private async deliver(messageId: number): Promise<JobOutcome> {
    const row = await repo.pendingMessage(this.db, messageId);
    if (!row) return 'ENDED';
    try {
      await this.delivery.deliver({
        channel: row.channel as OutgoingMessage['channel'],
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
      });
    } catch (error) {
      await repo.markFailedAttempt(this.db, row.id, String(error));
      throw error;
    }
    await repo.markSent(this.db, row.id, this.clock.realNow());
    return 'DONE';
  }

  messagesFor(njAcNo: string, limit = 50) {
    return repo.messagesFor(this.db, njAcNo, limit);
  }

  /** What was sent to one mobile number or e-mail ID, newest first. */
  messagesTo(recipient: string, limit = 50) {
    return repo.messagesTo(this.db, recipient, limit);
  }
}
