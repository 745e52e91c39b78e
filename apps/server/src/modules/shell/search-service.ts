import type { TSearchModule } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * The search box's data (spec 2 section 3's item: displayName, helpContent, url, moduleName,
 * file1-file3 and path1-path3): the pages an investor can jump to, named by the menu module they
 * belong to, with help text and up to three help documents.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async modules(): Promise<TSearchModule[]> {
    const [rows, menu] = await Promise.all([
      repo.activeSearchModules(this.db),
      repo.menuRows(this.db),
    ]);
    const moduleOf = new Map(menu.map((item) => [item.url, item.name]));
    return rows.map((m) => {
      const [first, second, third] = m.helpFiles;
      return {
        displayName: m.name,
        moduleName: moduleOf.get(m.url) ?? m.name,
        url: m.url,
        helpContent: m.helpText,
        keywords: m.keywords,
        file1: first?.fileName ?? '',
        path1: first?.fileUrl ?? '',
        file2: second?.fileName ?? '',
        path2: second?.fileUrl ?? '',
        file3: third?.fileName ?? '',
        path3: third?.fileUrl ?? '',
      };
    });
  }
}
