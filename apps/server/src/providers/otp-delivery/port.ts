/** An SMS or e-mail on its way to the investor's registered contact. */
export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string;
  body: string;
}

/** The OTP-delivery port: an SMS gateway and a mail relay in production. */
export interface OtpDelivery {
  deliver(message: OutgoingMessage): Promise<void>;
}
