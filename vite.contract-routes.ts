import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** A contract file (`src/domain/<area>/contract.ts`, or `…/<part>-contract.ts` beside it): every /api route is defined once there. */
const contractFile = /[\\/]src[\\/]domain[\\/][^\\/]+[\\/]([\w-]+-)?contract\.ts$/;
const routesSuffix = '?route-table';

interface RouteLike {
  method: string;
  path: string;
}

const isRoute = (value: unknown): value is RouteLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteLike).method === 'string' &&
  typeof (value as RouteLike).path === 'string' &&
  'access' in value;

/** `{ name: defineRoute(…) }`: a contract's route table. */
const isRouteTable = (value: unknown): value is Record<string, RouteLike> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isRoute);

/** Plain data (a length limit, a list of names) the web may read: written out as it is. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every(isPlainData);
}

/**
 * The web's copy of each API contract is its route table only (docs/decisions/0061). `call()` and
 * `hrefOf()` (src/web/lib/api.ts) build a request from a route's method and path; the web never
 * checks an answer against the response schemas, so shipping them (with zod, about 25 KB gzipped)
 * to a page that only calls routes is dead weight on the first screen.
 *
 * A web module's import of `src/domain/<area>/contract.ts` is answered, in the build only, by a
 * module generated from the contract itself (evaluated in Node): each route table as
 * `{ route: { method, path } }`, plain data as written, and any other export (a schema a form
 * validates with, a function) re-exported from the real contract file, which the bundle then
 * includes only where such an export is used. Types are unchanged: TypeScript reads the real file.
 */
export function contractRouteTables(): Plugin {
  return {
    name: 'humidor-contract-route-tables',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('contract')) return null;
      if (importer.endsWith(routesSuffix)) {
        // The real file, for the exports passed on: included only where one of them is used.
        const real = await this.resolve(source, importer, { ...options, skipSelf: true });
        return real && { ...real, moduleSideEffects: false };
      }
      const importerFile = importer.split('?')[0] ?? importer;
      if (!importerFile.includes(`${path.sep}src${path.sep}web${path.sep}`)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !contractFile.test(resolved.id)) return null;
      return `${resolved.id}${routesSuffix}`;
    },
    async load(id) {
      if (!id.endsWith(routesSuffix)) return null;
      const file = id.slice(0, -routesSuffix.length);
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'warn',
      });
      const lines: string[] = [];
      const passedOn: string[] = [];
      for (const [name, value] of Object.entries(module)) {
        if (isRouteTable(value)) {
          const table = Object.fromEntries(
            Object.entries(value).map(([key, route]) => [key, { method: route.method, path: route.path }]),
          );
          lines.push(`export const ${name} = ${JSON.stringify(table)};`);
        } else if (isPlainData(value)) {
          lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        } else {
          passedOn.push(name);
        }
      }
      if (passedOn.length) lines.push(`export { ${passedOn.join(', ')} } from ${JSON.stringify(file)};`);
      return { code: lines.join('\n'), moduleSideEffects: false };
    },
  };
}
