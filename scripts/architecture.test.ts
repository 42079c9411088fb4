import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve('src/server');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The resource folder a file belongs to: the first folder below src/server (files at the root are the app). */
const folderOf = (file: string) => path.relative(serverRoot, file).split(path.sep)[0] ?? '';

/** Which server folders each server folder imports, from the relative imports of its non-test files. */
export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(serverRoot)) {
    const from = folderOf(file);
    if (!from.includes('.')) graph.set(from, graph.get(from) ?? new Set());
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] as string);
      if (!target.startsWith(serverRoot + path.sep)) continue;
      const to = folderOf(target);
      if (to !== from && !from.includes('.') && !to.includes('.')) graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** Groups of folders that import each other, directly or through others (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
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

describe('server folders', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('never import each other in a loop', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });
});

// ESLint loads its whole configuration (typescript-eslint included) on first use: seconds on a busy machine.
describe('web features', { timeout: 60_000 }, () => {
  const lint = async (file: string, code: string) => {
    const [result] = await new ESLint().lintText(code, { filePath: path.resolve(file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'humidor/no-cross-feature-import');
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
});
