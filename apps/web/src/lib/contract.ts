import type { z } from 'zod';

/**
 * Types of the shared contracts (packages/domain/src/contracts): a request built here `satisfies`
 * what the gateway parses, and a reply is typed as the gateway's schema produces it. Types only:
 * no zod code reaches the browser.
 */
export type RequestOf<Schema extends z.ZodType> = z.input<Schema>;
export type ReplyOf<Schema extends z.ZodType> = z.output<Schema>;
