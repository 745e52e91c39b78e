import { z } from 'zod';
import { ZHelpQuery } from './send-query.js';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/helpdesk/listQueries {}: the investor's queries, newest first. */
export const ZListQueriesRequest = z.object({});
export type TListQueriesRequest = z.input<typeof ZListQueriesRequest>;

export const ZListQueriesResponse = z.array(ZHelpQuery);
export type TListQueriesResponse = z.infer<typeof ZListQueriesResponse>;

/** POST ewadashboardws/api/rest/helpdesk/listQueries. */
export const listQueriesCall = defineCall('ewadashboardws/api/rest/helpdesk/listQueries', ZListQueriesRequest, ZListQueriesResponse);
