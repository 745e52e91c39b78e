import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZApplicationToken } from './EwaRegService.js';
import { ZRefNo } from './common.js';

/** JwtTokenUtility/terminateSession: logs the registration out; its tokens stop working at once. */
export const terminateSessionCall = defineCall('JwtTokenUtility/terminateSession', z.object({}), z.object({ terminated: z.literal(true) }));

/** JwtTokenUtility/getRefNoDataWithToken: resumes one of this login's applications. */
export const getRefNoDataWithTokenCall = defineCall('JwtTokenUtility/getRefNoDataWithToken', z.object({ refNo: ZRefNo }), ZApplicationToken);
