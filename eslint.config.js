import { readdirSync } from 'node:fs';

/** How deep the folders under `dir` go: 1 for files directly in it, 2 for one folder down, ... */
function folderDepth(dir) {
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => folderDepth(new URL(`${entry.name}/`, dir)));
  return 1 + Math.max(0, ...below);
}

/** 1, 2, ... down to the deepest folder under `dir`, and a few more for folders yet to come. */
const depthsUnder = (dir) => Array.from({ length: folderDepth(dir) + 3 }, (_, i) => i + 1);
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${webSrc}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverSrc = 'apps/server/src';
const serverModules = readdirSync(new URL(`./${serverSrc}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noApp = {
  regex: String.raw`^(\.\./)+app(/|$)`,
  message: 'Only the app composes: nothing imports app/.',
};

/**
 * Web layers (ARCHITECTURE.md): a feature imports lib, ui, the domain and other features through
 * their index.ts only, never app. `up` is how many `../` lead from a file to features/.
 */
function featureBoundaries(feature, up) {
  const toFeatures = String.raw`^(\.\./){${up}}`;
  const toSrc = String.raw`^(\.\./){${up + 1}}`;
  const otherFeature = String.raw`(?!${feature}/)[\w-]+/(?!index$).+`;
  return {
    files: [`${webSrc}/features/${feature}/${'*/'.repeat(up - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            {
              regex: toFeatures + otherFeature,
              message: 'Another feature is reached through its index.ts.',
            },
            {
              regex: `${toSrc}features/${otherFeature}`,
              message: 'Another feature is reached through its index.ts.',
            },
          ],
        },
      ],
    },
  };
}

const machineTime =
  'Take the time from lib/clock: clock.businessNow() for a date of the business, clock.realNow() for an expiry or an attempt limit.';

const noServerApp = {
  regex: String.raw`^(\.\.?/)+app(\.js)?$`,
  message: 'Only server.ts starts the app: nothing else imports app.ts.',
};

/**
 * Server modules (ARCHITECTURE.md): a module reaches another module through its index.ts only.
 * `up` is how many `../` lead from a file to modules/.
 */
function moduleBoundaries(module, up) {
  const toModules = String.raw`^(\.\./){${up}}`;
  const toSrc = String.raw`^(\.\./){${up + 1}}`;
  const otherModule = String.raw`(?!${module}/)[\w-]+/(?!index\.js$).+`;
  return {
    files: [`${serverSrc}/modules/${module}/${'*/'.repeat(up - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerApp,
            {
              regex: toModules + otherModule,
              message: 'Another module is reached through its index.ts.',
            },
            {
              regex: `${toSrc}modules/${otherModule}`,
              message: 'Another module is reached through its index.ts.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@cdesk/server', '@cdesk/web', 'react'] },
      ],
    },
  },
  ...webFeatures.flatMap((feature) =>
    depthsUnder(new URL(`./${webSrc}/features/${feature}/`, import.meta.url)).map((up) =>
      featureBoundaries(feature, up),
    ),
  ),
  {
    files: [`${webSrc}/ui/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            { regex: String.raw`^(\.\./)+features(/|$)`, message: 'The kit imports no feature.' },
            {
              regex: String.raw`^(\.\./)+lib/(store|api)$`,
              message: 'The kit is presentational: no store, no gateway.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${webSrc}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            { regex: String.raw`^(\.\./)+features(/|$)`, message: 'lib imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    files: [`${serverSrc}/**/*.ts`],
    ignores: [`${serverSrc}/server.ts`, `${serverSrc}/modules/**`, `${serverSrc}/providers/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServerApp] }] },
  },
  {
    // One clock (lib/clock.ts): dates of the business from clock.businessNow(), and real time only
    // where it is meant (expiries, attempt limits, job timing) through clock.realNow(). Reading the
    // machine's time anywhere else gave account opening and closure the machine's date.
    files: [`${serverSrc}/**/*.ts`],
    ignores: [`${serverSrc}/lib/clock.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: machineTime,
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: machineTime,
        },
      ],
    },
  },
  ...serverModules.flatMap((module) =>
    depthsUnder(new URL(`./${serverSrc}/modules/${module}/`, import.meta.url)).map((up) =>
      moduleBoundaries(module, up),
    ),
  ),
  {
    files: [`${serverSrc}/providers/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerApp,
            {
              regex: String.raw`^(\.\./)+modules(/|$)`,
              message: 'Providers stand for outside systems: they import no module.',
            },
          ],
        },
      ],
    },
  },
);
