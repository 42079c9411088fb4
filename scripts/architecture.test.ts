import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

type Graph = Map<string, Set<string>>;

const roots = ['src/domain', 'src/server', 'src/web'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative import names: `./x.js` is x.ts or x.tsx, `./x` is x.ts, x.tsx or x/index.ts. */
function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find(exists) ?? null;
}

/** Each file with the files it imports (relative imports, type-only ones included), from the files' texts. */
export function fileGraph(texts: Map<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, text] of texts) {
    const targets = new Set<string>();
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, match[1] as string, (candidate) => texts.has(candidate));
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The folder a file belongs to, for the loops between folders: the first folder below its root, or
 * the feature in src/web/features. Files at a root's top (app.ts, main.tsx) wire everything: none.
 */
const rootOf = (file: string) => roots.find((root) => file.startsWith(`${root}/`));

export function folderOf(file: string): string | null {
  const root = rootOf(file);
  if (!root) return null;
  const parts = file.slice(root.length + 1).split('/');
  if (parts.length < 2) return null;
  const depth = root === 'src/web' && parts[0] === 'features' && parts.length > 2 ? 2 : 1;
  return `${root}/${parts.slice(0, depth).join('/')}`;
}

/** Which folders each folder imports, within one root. */
export function folderGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from && rootOf(to) === rootOf(from)) edges.add(to);
    }
  }
  return graph;
}

/** Test code: `*.test.*` files and everything in a `test` folder of src/, or in tests/. */
export const isTestCode = (file: string) =>
  /\.test\.[a-z]+$/.test(file) || /^src\/(.+\/)?test\//.test(file) || file.startsWith('tests/');

/** Production files that import test code, as `from → to`. */
export function testCodeImports(files: Graph): string[] {
  return [...files].flatMap(([file, targets]) =>
    isTestCode(file) ? [] : [...targets].filter(isTestCode).map((target) => `${file} → ${target}`),
  );
}

/**
 * Production files in a root's folders that import a file at the root's top (src/server/app.ts,
 * main.ts): those wire everything, so an arrow back to them climbs up. Tests may build the app.
 */
export function rootImports(files: Graph): string[] {
  return [...files].flatMap(([file, targets]) =>
    isTestCode(file) || !folderOf(file)
      ? []
      : [...targets]
          .filter((target) => rootOf(target) === rootOf(file) && !folderOf(target))
          .map((target) => `${file} → ${target}`),
  );
}

/**
 * Imports by `src/server/db` of code that is not the database's own, as `from → to`: its files import
 * only each other and the domain (table types), and a migration only the database's own files, never
 * live feature code nor domain rules, which change after it has shipped (decision 0264).
 */
export function databaseImports(files: Graph): string[] {
  const own = (target: string) => target.startsWith('src/server/db/');
  return [...files].flatMap(([file, targets]) => {
    if (!file.startsWith('src/server/db/') || isTestCode(file)) return [];
    const allowed = file.startsWith('src/server/db/migrations/')
      ? own
      : (target: string) => own(target) || target.startsWith('src/domain/');
    return [...targets].filter((target) => !allowed(target)).map((target) => `${file} → ${target}`);
  });
}

/** Groups of nodes that import each other, directly or through others (Tarjan's strongly connected components). */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const meta = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (node: string) => {
    const entry = { index, low: index, onStack: true };
    meta.set(node, entry);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = meta.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, meta.get(next)!.low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        meta.get(member)!.onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return found;
}

const fixture = (texts: Record<string, string>) => fileGraph(new Map(Object.entries(texts)));

describe('the checker', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('reads static, type-only, re-exported, dynamic and extensionless imports', () => {
    const graph = fixture({
      'src/web/a.ts': [
        "import { b } from './b.js';",
        "import type { C } from './c';",
        "export { d } from './d/index.js';",
        "const e = () => import('./e.js');",
        "import { z } from 'zod';",
      ].join('\n'),
      'src/web/b.ts': '',
      'src/web/c.tsx': '',
      'src/web/d/index.ts': '',
      'src/web/e.ts': '',
    });
    expect([...graph.get('src/web/a.ts')!]).toEqual([
      'src/web/b.ts',
      'src/web/c.tsx',
      'src/web/d/index.ts',
      'src/web/e.ts',
    ]);
  });

  it('finds a loop between folders of the domain where no file imports itself back', () => {
    const files = fixture({
      'src/domain/settings/orderRules.ts': "import { orderTypes } from '../orders/constants.js';",
      'src/domain/orders/constants.ts': '',
      'src/domain/orders/pricing.ts': "import type { OrderRules } from '../settings/orderRules.js';",
    });
    expect(cycles(files)).toEqual([]);
    expect(cycles(folderGraph(files))).toEqual([['src/domain/orders', 'src/domain/settings']]);
  });

  it('finds a loop between web features and folders, not between roots', () => {
    const files = fixture({
      'src/web/features/notes/hooks/useNotes.ts': "import { x } from '../../../app/x';",
      'src/web/app/x.ts': "import { y } from '../features/notes/lib/y';",
      'src/web/features/notes/lib/y.ts': "import { z } from '../../../../domain/notes/z';",
      'src/domain/notes/z.ts': '',
      'src/domain/notes/w.ts': "import { y } from '../../web/features/notes/lib/y';",
    });
    expect(cycles(folderGraph(files))).toEqual([['src/web/app', 'src/web/features/notes']]);
  });

  it('finds a loop between two files of one folder', () => {
    const files = fixture({
      'src/server/storage/storage.ts': "import { createS3Storage } from './s3.js';",
      'src/server/storage/s3.ts': "import type { Storage } from './storage.js';",
    });
    expect(cycles(folderGraph(files))).toEqual([]);
    expect(cycles(files)).toEqual([['src/server/storage/s3.ts', 'src/server/storage/storage.ts']]);
  });

  it('finds production code importing a test helper or a test file, and lets tests import them', () => {
    const files = fixture({
      'src/server/quickbooks/desktop/runs.ts':
        "import { soapCall } from '../../test/simulated-quickbooks.js';",
      'src/domain/orders/pricing.ts': "import { rules } from './pricing.test.js';",
      'src/server/test/simulated-quickbooks.ts': "import { runs } from '../quickbooks/desktop/runs.js';",
      'src/server/quickbooks/desktop/runs.test.ts':
        "import { soapCall } from '../../test/simulated-quickbooks.js';",
      'src/domain/orders/pricing.test.ts': '',
    });
    expect(testCodeImports(files)).toEqual([
      'src/server/quickbooks/desktop/runs.ts → src/server/test/simulated-quickbooks.ts',
      'src/domain/orders/pricing.ts → src/domain/orders/pricing.test.ts',
    ]);
  });

  it('finds a server folder importing the root, and lets the root and tests do so', () => {
    const files = fixture({
      'src/server/app.ts': "import { registerNoteRoutes } from './notes/routes.js';",
      'src/server/resource.ts': '',
      'src/server/main.ts': "import { buildApp } from './app.js';",
      'src/server/notes/routes.ts': "import type { ResourceDeps } from '../resource.js';",
      'src/server/notes/notes.test.ts': "import { buildApp } from '../app.js';",
      'src/server/test/harness.ts': "import { buildApp } from '../app.js';",
      'src/server/resource/resource.ts': '',
      'src/server/orders/routes.ts': "import type { ResourceDeps } from '../resource/resource.js';",
    });
    expect(rootImports(files)).toEqual(['src/server/notes/routes.ts → src/server/resource.ts']);
  });

  it('finds the database importing a feature, and a migration importing feature code or domain rules', () => {
    const files = fixture({
      'src/server/db/sales-summary.ts': "import { applySalesChange } from '../insights/sales-rollups.js';",
      'src/server/db/tables/visits.ts':
        "import type { LocationSource } from '../../../domain/visits/geo.js';",
      'src/server/db/migrations/0030_sales_summary.ts': [
        "import { refreshSalesSummary } from '../../insights/sales-summary.js';",
        "import { markRefill } from '../refills.js';",
      ].join('\n'),
      'src/server/db/migrations/0031_visits.ts':
        "import { placementOf } from '../../../domain/visits/placement.js';",
      'src/server/db/database.test.ts': "import { openTestRuntime } from '../test/harness.js';",
      'src/server/db/refills.ts': '',
      'src/server/insights/sales-rollups.ts': '',
      'src/server/insights/sales-summary.ts': '',
      'src/server/test/harness.ts': '',
      'src/domain/visits/geo.ts': '',
      'src/domain/visits/placement.ts': '',
    });
    expect(databaseImports(files)).toEqual([
      'src/server/db/sales-summary.ts → src/server/insights/sales-rollups.ts',
      'src/server/db/migrations/0030_sales_summary.ts → src/server/insights/sales-summary.ts',
      'src/server/db/migrations/0031_visits.ts → src/domain/visits/placement.ts',
    ]);
  });
});

const files = fileGraph(
  new Map(roots.flatMap(sourceFiles).map((file) => [file, fs.readFileSync(file, 'utf8')] as const)),
);
const inRoot = (root: string) => (found: string) => found.startsWith(`${root}/`);
/** Nothing imports a test file (`keeps test helpers out` checks it), so loops are looked for without them. */
const loopGraph = new Map([...files].filter(([file]) => !/\.test\.[a-z]+$/.test(file)));

describe.each(roots)('%s', (root) => {
  it('has no folders that import each other in a loop', () => {
    const loops = cycles(folderGraph(loopGraph)).filter((group) => group.some(inRoot(root)));
    expect(loops).toEqual([]);
  });

  it('has no files that import each other in a loop, inside a folder or across', () => {
    expect(cycles(loopGraph).filter((group) => group.some(inRoot(root)))).toEqual([]);
  });

  it('keeps test helpers out of production code', () => {
    expect(testCodeImports(files).filter(inRoot(root))).toEqual([]);
  });

  it('has no folder importing a file at the top of the root', () => {
    expect(rootImports(files).filter(inRoot(root))).toEqual([]);
  });
});

describe('src/server/db', () => {
  it('imports no server folder, and its migrations no code but the database’s own', () => {
    expect(databaseImports(files)).toEqual([]);
  });
});

// ESLint loads its whole configuration (typescript-eslint included) on first use: seconds on a busy machine.
describe('web features', { timeout: 60_000 }, () => {
  const lint = async (file: string, code: string) => {
    const [result] = await new ESLint().lintText(code, { filePath: path.resolve(file) });
    return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('humidor/'));
  };

  it('refuse an import of another feature', async () => {
    const problems = await lint(
      'src/web/features/notes/components/Probe.tsx',
      "import { fetchOrder } from '../../orders/api/orders';\nexport const probe = fetchOrder;\n",
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('The notes feature imports the orders feature'),
    ]);
  });

  it('allow their own files, the shared web pieces and the domain', async () => {
    const problems = await lint(
      'src/web/features/notes/components/Probe.tsx',
      [
        "import { fetchNotes } from '../api/notes';",
        "import { call } from '../../../lib/api';",
        "import { PageState } from '../../../ui/PageState';",
        "import { noteInputSchema } from '../../../../domain/notes/schemas';",
        'export const probe = [fetchNotes, call, PageState, noteInputSchema];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('are entered by pages and the shell through their front door only', async () => {
    const problems = await lint(
      'src/web/routes/probe.tsx',
      [
        "import { NoteFeed } from '../features/notes/components/NoteFeed';",
        "import type { Me } from '../features/session/api/session';",
        "export { useOrder } from '../features/orders/hooks/useOrders';",
        "const lazyBox = () => import('../features/customers/components/CustomerSearchBox');",
        'export const probe: [typeof NoteFeed, Me | null, typeof lazyBox] = [NoteFeed, null, lazyBox];',
        '',
      ].join('\n'),
    );
    expect(problems.map((p) => [p.ruleId, p.line])).toEqual([
      ['humidor/feature-front-door', 1],
      ['humidor/feature-front-door', 2],
      ['humidor/feature-front-door', 3],
      ['humidor/feature-front-door', 4],
    ]);
    expect(problems[0]?.message).toContain("through its front door ('…/features/notes')");
  });

  it('let pages and the shell import a front door', async () => {
    const problems = await lint(
      'src/web/app/shell/Probe.tsx',
      [
        "import { useSession } from '../../features/session';",
        "import { NoteFeed } from '../../features/notes/index';",
        "const lazyBox = () => import('../../features/customers');",
        'export const probe = [useSession, NoteFeed, lazyBox];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });
});
