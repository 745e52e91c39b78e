/** The durable outbox of SMS and e-mail messages. */
export { OutboxService } from './service.js';
