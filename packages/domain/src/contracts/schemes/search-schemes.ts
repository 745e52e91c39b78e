import { z } from 'zod';
import { schemeMessages } from '../../messages.js';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';
import { ZSchemeIdentity } from './get-scheme-list.js';

export const schemeSearchMaxResults = 20;

/**
 * POST ewamftrxnsws/api/scheme/searchSchemes: the header search's funds, by scheme name, AMC or
 * AMFI scheme code. Each fund comes once, as its direct growth plan where it has one, unless the
 * code typed names another plan.
 */
export const ZSearchSchemesRequest = z.object({
  searchKeyword: boundedText(100).pipe(z.string().min(1, schemeMessages.searchKeyword)),
  maxResults: z.number().int().min(1).max(schemeSearchMaxResults).optional().default(8),
});
export type TSearchSchemesRequest = z.input<typeof ZSearchSchemesRequest>;
export type TSearchSchemesQuery = z.output<typeof ZSearchSchemesRequest>;

export const ZSearchSchemesResponse = z.array(ZSchemeIdentity);
export type TSearchSchemesResponse = z.infer<typeof ZSearchSchemesResponse>;

/** POST ewamftrxnsws/api/scheme/searchSchemes. */
export const searchSchemesCall = defineCall('ewamftrxnsws/api/scheme/searchSchemes', ZSearchSchemesRequest, ZSearchSchemesResponse);
