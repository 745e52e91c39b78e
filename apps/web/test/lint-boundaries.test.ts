import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's root, where the lint config lives, from wherever the tests run. */
function repoRoot(dir = process.cwd()): string {
  if (existsSync(path.join(dir, 'eslint.config.js'))) return `${dir}/`;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error('eslint.config.js not found');
  return repoRoot(parent);
}

const root = repoRoot();
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The import-boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('web import boundaries', () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    const code = "import { useTransactionCart } from '../../checkout/cart/cart-store';\n";
    const errors = await boundaryErrors(code, 'apps/web/src/features/mutual-funds/purchase/x.ts');
    expect(errors).toHaveLength(1);
  });

  it('refuses the same through the features folder', async () => {
    const code = "import { logout } from '../../features/access/logout';\n";
    expect(await boundaryErrors(code, 'apps/web/src/features/shell/x.ts')).toHaveLength(1);
  });

  it("lets a feature use another feature's index", async () => {
    const code = [
      "import { useTransactionCart } from '../../checkout';",
      "import { logout } from '../access/index';",
      "import { purchaseRoutes } from './purchase/purchase-routes';",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/web/src/features/mutual-funds/x.ts')).toEqual([]);
  });

  it('lets a feature reach its own folders', async () => {
    const code = "import { purchaseRoutes } from '../purchase/purchase-routes';\n";
    expect(await boundaryErrors(code, 'apps/web/src/features/mutual-funds/schemes/x.ts')).toEqual(
      [],
    );
  });

  it('holds at any folder depth', async () => {
    const code = "import { useTransactionCart } from '../../../../../checkout/cart/cart-store';\n";
    const deep = 'apps/web/src/features/onboarding/a/b/c/d/x.ts';
    expect(await boundaryErrors(code, deep)).toHaveLength(1);
    const server = "import { OrderService } from '../../../../checkout/order-service.js';\n";
    const deepServer = 'apps/server/src/modules/onboarding/a/b/c/x.ts';
    expect(await boundaryErrors(server, deepServer)).toHaveLength(1);
  });

  it('refuses app to a feature', async () => {
    const code = "import { store } from '../../app/store';\n";
    expect(await boundaryErrors(code, 'apps/web/src/features/shell/x.ts')).toHaveLength(1);
  });

  it('refuses app and features to the kit', async () => {
    const code = [
      "import { router } from '../app/router';",
      "import { BrandLogo } from '../features/shell';",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/web/src/ui/x.tsx')).toHaveLength(2);
  });

  it('refuses features to lib', async () => {
    const code = "import { sessionCleared } from '../features/access';\n";
    expect(await boundaryErrors(code, 'apps/web/src/lib/x.ts')).toHaveLength(1);
  });

  it('lets the app compose features, lazily or not', async () => {
    const code = [
      "import { SessionGate } from '../features/access';",
      "import { accessSlice } from '../features/access/access-slice';",
      "export const page = () => import('../features/nominee/nominee-page');",
      '',
    ].join('\n');
    expect(await boundaryErrors(code, 'apps/web/src/app/x.tsx')).toEqual([]);
  });
});
