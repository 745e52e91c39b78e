import type { GatewayResource } from './call.js';

/** GET health: the process is up. */
export const healthResource = { path: 'health' } as const satisfies GatewayResource;

/** GET ready: the database answers. */
export const readyResource = { path: 'ready' } as const satisfies GatewayResource;

/** GET docs: the OpenAPI document generated from the contracts. */
export const docsResource = { path: 'docs' } as const satisfies GatewayResource;
