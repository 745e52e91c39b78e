import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The import-boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('server import boundaries', () => {
  it("refuses a module reaching into another module's files", async () => {
    const code = [
      "import type { PurchaseService } from '../mutual-funds/purchase-service.js';",
      "import type { Account } from '../../modules/access/repository.js';",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/server/src/modules/checkout/x.ts')).toHaveLength(2);
  });

  it('refuses the same from a folder inside a module', async () => {
    const code = "import type { ShellService } from '../../shell/service.js';\n";
    expect(await boundaryErrors(code, 'apps/server/src/modules/schemes/sub/x.ts')).toHaveLength(1);
  });

  it("lets a module use another module's index.ts, its own files and shared folders", async () => {
    const code = [
      "import type { Account } from '../access/index.js';",
      "import type { OrderService } from './order-service.js';",
      "import { AppError } from '../../lib/app-error.js';",
      "import { StartProgress } from '../../lib/start-progress.js';",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/server/src/modules/checkout/x.ts')).toEqual([]);
  });

  it('lets a module reach its own folders', async () => {
    const code = "import { helpDocuments } from '../../shell/media/help-documents.js';\n";
    expect(await boundaryErrors(code, 'apps/server/src/modules/shell/media/x.ts')).toEqual([]);
  });

  it('refuses app.ts to everything but server.ts', async () => {
    const code = "import { buildApp } from '../app.js';\n";
    expect(await boundaryErrors(code, 'apps/server/src/plugins/x.ts')).toHaveLength(1);
    expect(await boundaryErrors(code, 'apps/server/src/providers/x.ts')).toHaveLength(1);
    const fromModule = "import { buildApp } from '../../app.js';\n";
    expect(await boundaryErrors(fromModule, 'apps/server/src/modules/shell/x.ts')).toHaveLength(1);
    const fromServer = "import { buildApp } from './app.js';\n";
    expect(await boundaryErrors(fromServer, 'apps/server/src/server.ts')).toEqual([]);
  });

  it('refuses modules to providers', async () => {
    const code = "import type { SchemeService } from '../../modules/schemes/index.js';\n";
    expect(await boundaryErrors(code, 'apps/server/src/providers/kyc/x.ts')).toHaveLength(1);
  });
});
