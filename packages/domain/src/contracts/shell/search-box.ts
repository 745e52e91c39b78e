import { z } from 'zod';
import { searchProject } from '../../codes/shell-constants.js';
import { shellMessages } from '../../messages.js';
import { defineCall, type GatewayResourcePrefix } from '../call.js';

/** POST ewadashboardws/api/rest/searchBox/searchBoxWFMModuleList. */
export const ZSearchBoxRequest = z.object({
  projectId: z.literal(searchProject.projectId, { message: shellMessages.searchProject }),
  needSearchBoxData: z.literal('yes', { message: 'needSearchBoxData should be valid.' }),
  projectName: z.literal(searchProject.projectName, { message: shellMessages.searchProject }),
});
export type TSearchBoxRequest = z.input<typeof ZSearchBoxRequest>;

export const ZHelpFile = z.object({
  fileName: z.string(),
  /** Served by the gateway: GET /cdesk/gw/media/help/<file>.pdf. */
  fileUrl: z.string(),
});

export const ZSearchModule = z.object({
  moduleId: z.number().int(),
  moduleName: z.string(),
  /** The desk route to go to (under /cdesk). */
  moduleUrl: z.string(),
  keywords: z.array(z.string()),
  /** Can run past 160 characters; the web clamps it. */
  helpText: z.string(),
  /** At most three. */
  helpFiles: z.array(ZHelpFile).max(3),
});
export type TSearchModule = z.infer<typeof ZSearchModule>;

export const ZSearchBoxResponse = z.array(ZSearchModule);
export type TSearchBoxResponse = z.infer<typeof ZSearchBoxResponse>;

/** POST ewadashboardws/api/rest/searchBox/searchBoxWFMModuleList. */
export const searchBoxWfmModuleListCall = defineCall('ewadashboardws/api/rest/searchBox/searchBoxWFMModuleList', ZSearchBoxRequest, ZSearchBoxResponse);

/** GET media/help/<file>.pdf: the help documents of the search box entries. */
export const helpDocumentResource = {
  pathPrefix: 'media/help/',
} as const satisfies GatewayResourcePrefix;
