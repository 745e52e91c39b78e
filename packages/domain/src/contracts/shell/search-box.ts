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

/**
 * A search-box item as spec 2 section 3 names it: displayName, helpContent, url, moduleName,
 * file1 to file3 and path1 to path3 (a help document's name and its address, GET
 * /cdesk/gw/media/help/<file>.pdf; both '' when there is none). `keywords` are the desk's own:
 * other words the item is found by.
 */
export const ZSearchModule = z.object({
  /** What the search box shows. */
  displayName: z.string(),
  /** The menu module the page belongs to, as the menu names it. */
  moduleName: z.string(),
  /** The desk route to go to (under /cdesk). */
  url: z.string(),
  /** Can run past 160 characters; the web clamps it. */
  helpContent: z.string(),
  keywords: z.array(z.string()),
  file1: z.string(),
  path1: z.string(),
  file2: z.string(),
  path2: z.string(),
  file3: z.string(),
  path3: z.string(),
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
