import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';

const featuresRoot = path.resolve('src/web/features');
const featureOf = (file) => {
  const relative = path.relative(featuresRoot, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
};

/** The feature a resolved import lands in, and whether it names the feature's folder (its index.ts) itself. */
const importedFeature = (context, source) => {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  const target = path.resolve(path.dirname(context.filename), source);
  const feature = featureOf(target);
  if (!feature) return null;
  const inside = path.relative(path.join(featuresRoot, feature), target).replace(/\.(js|ts|tsx)$/, '');
  return { feature, frontDoor: inside === '' || inside === 'index' };
};

const importNodes = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/**
 * Features never import each other (bulletproof-react's rule): pages in src/web/routes compose them.
 * Pages and the shell enter a feature only by its front door, `features/<name>/index.ts`, so what a
 * feature keeps inside can change without touching them.
 */
const featureBoundaries = {
  rules: {
    'feature-front-door': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        if (featureOf(context.filename)) return {};
        return importNodes((node) => {
          const to = importedFeature(context, node.source?.value);
          if (to && !to.frontDoor) {
            context.report({
              node,
              message: `Import the ${to.feature} feature through its front door ('…/features/${to.feature}'), not its files: export what is needed from features/${to.feature}/index.ts.`,
            });
          }
        });
      },
    },
    'no-cross-feature-import': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = featureOf(context.filename);
        if (!from) return {};
        return importNodes((node) => {
          const to = importedFeature(context, node.source?.value)?.feature;
          if (to && to !== from) {
            context.report({
              node,
              message: `The ${from} feature imports the ${to} feature: features stay independent; compose them in a page (src/web/routes) or move the shared piece to src/web/ui or src/web/lib.`,
            });
          }
        });
      },
    },
  },
};

/** Tests wait for what happens, not for time. */
const noFixedWaits = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'Wait for what the user sees (a locator), not for time.',
  },
  {
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
    message:
      'No fixed sleeps in tests: wait for an event, a state or a locator (listenToChanges for live changes).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'bench/.cache', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { humidor: featureBoundaries },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: { 'humidor/no-cross-feature-import': 'error' },
  },
  {
    // Tests may reach inside a feature to test a piece of it (the outbox with a feature's adapter).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: { 'humidor/feature-front-door': 'error' },
  },
  {
    // A test that waits a fixed time passes or fails with the machine's load (docs/testing.md). Where
    // time itself is under test, say why in an eslint-disable-next-line comment.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFixedWaits] },
  },
  {
    // A browser journey that reads the page at once fails when the page is a moment late.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noFixedWaits,
        {
          selector: "CallExpression[callee.property.name='isVisible']",
          message:
            "isVisible() reads the page at once: wait for it (locator.waitFor(), or { state: 'hidden' }).",
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/domain stays pure: no server or web code.',
            },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'kysely',
                'fastify',
                'pg',
                'better-sqlite3',
                'react',
                'react-dom',
              ],
              message: 'src/domain stays pure: no I/O or framework imports.',
            },
          ],
        },
      ],
    },
  },
);
