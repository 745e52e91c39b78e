import type { TSearchModule } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/** The search box's data: the pages an investor can jump to, with help text and documents. */
export class SearchService {
  constructor(private readonly db: Db) {}

  async modules(): Promise<TSearchModule[]> {
    const rows = await repo.activeSearchModules(this.db);
    return rows.map((m) => ({
      moduleId: m.moduleId,
      moduleName: m.name,
      moduleUrl: m.url,
      keywords: m.keywords,
      helpText: m.helpText,
      helpFiles: m.helpFiles.slice(0, 3),
    }));
  }
}
