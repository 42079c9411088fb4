import type {
  LicenseListImport,
  LicenseListImportDetail,
  LicenseListState,
} from '../../domain/compliance/license-lists-contract.js';
import type { ImportSummary, StateLicense, StoredEntry } from '../../domain/compliance/license-list-plan.js';
import type { CustomerToMatch } from '../../domain/compliance/license-list-match.js';
import { columnMappingSchema, type ColumnMapping } from '../../domain/compliance/license-lists.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { storedColumnMapping } from '../shared/column-mappings.js';

/** How many imports a state's page and the overview list. */
const importsListed = 20;

export const mappingOf = (db: Db, state: string): Promise<ColumnMapping | null> =>
  storedColumnMapping(db, 'licenseListMappings', state, columnMappingSchema);

function importsQuery(db: Db) {
  return db
    .selectFrom('licenseListImports')
    .leftJoin('users', 'users.id', 'licenseListImports.createdById')
    .select([
      'licenseListImports.id',
      'licenseListImports.state',
      'licenseListImports.fileName',
      'licenseListImports.rowCount',
      'licenseListImports.importSummary',
      'licenseListImports.createdAt',
      'users.name as createdByName',
    ])
    .orderBy('licenseListImports.createdAt', 'desc')
    .orderBy('licenseListImports.id', 'desc');
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof importsQuery>['executeTakeFirstOrThrow']>>;

function countsOf(summary: ImportSummary): LicenseListImport['counts'] {
  return {
    matched: summary.matched.length,
    added: summary.matched.filter((m) => m.added).length,
    changed: summary.changed.length,
    gone: summary.gone.length,
    unmatched: summary.unmatched.count,
    problems: summary.problems.count,
    nothingChanged: summary.nothingChanged,
  };
}

export function presentImport(row: ImportRow): LicenseListImportDetail {
  const summary = row.importSummary as unknown as ImportSummary;
  return {
    id: row.id,
    state: row.state,
    fileName: row.fileName,
    rowCount: Number(row.rowCount),
    createdAt: row.createdAt,
    createdByName: row.createdByName ?? null,
    counts: countsOf(summary),
    summary,
  };
}

const withoutSummary = ({ summary: _summary, ...row }: LicenseListImportDetail): LicenseListImport => row;

export async function overview(db: Db) {
  const [imports, mapped] = await Promise.all([
    importsQuery(db).limit(importsListed).execute(),
    db.selectFrom('licenseListMappings').select('state').orderBy('state').execute(),
  ]);
  return {
    imports: imports.map((row) => withoutSummary(presentImport(row))),
    mappedStates: mapped.map((row) => row.state),
  };
}

export async function stateLists(db: Db, state: string): Promise<LicenseListState> {
  const [mapping, imports] = await Promise.all([
    mappingOf(db, state),
    importsQuery(db).where('licenseListImports.state', '=', state).limit(importsListed).execute(),
  ]);
  return { state, mapping, imports: imports.map((row) => withoutSummary(presentImport(row))) };
}

export async function importDetail(db: Db, state: string, id: string): Promise<LicenseListImportDetail> {
  const row = await importsQuery(db)
    .where('licenseListImports.state', '=', state)
    .where('licenseListImports.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such import of this state’s list.');
  return presentImport(row);
}

/**
 * What an import of a state's list compares with, read before its transaction (decision 0294): the
 * list as stored, the state's licenses (with their customers' names) and its customers.
 */
export async function importInputsOf(db: Db, state: string) {
  const [stored, licenses, customers] = await Promise.all([
    db
      .selectFrom('licenseListEntries')
      .select(['number', 'kind', 'name', 'address', 'city', 'zip', 'issuedOn', 'expiresOn'])
      .where('state', '=', state)
      .execute(),
    db
      .selectFrom('customerLicenses')
      .leftJoin('customers', 'customers.listId', 'customerLicenses.customerListId')
      .select([
        'customerLicenses.id',
        'customerLicenses.customerListId',
        'customerLicenses.number',
        'customerLicenses.kind',
        'customerLicenses.issuedOn',
        'customerLicenses.expiresOn',
        'customerLicenses.check',
        'customerLicenses.goneFromListAt',
        'customers.fullName as customerName',
        'customers.state as customerState',
        'customers.shipState as customerShipState',
      ])
      .where('customerLicenses.state', '=', state)
      .where('customerLicenses.deletedAt', 'is', null)
      .execute(),
    db
      .selectFrom('customers')
      .select([
        'listId',
        'fullName',
        'companyName',
        'billAddress',
        'shipAddress',
        'isActive',
        'state',
        'shipState',
      ])
      .where((eb) => eb.or([eb('state', '=', state), eb('shipState', '=', state)]))
      .execute(),
  ]);
  return {
    stored: stored as StoredEntry[],
    licenses: licenses.map((l) => ({ ...l, customerName: l.customerName ?? undefined })) as StateLicense[],
    customers: customers as CustomerToMatch[],
    /** Each customer's states, which scope the history rows of its licenses. */
    customerStates: new Map([
      ...licenses.map(
        (l) => [l.customerListId, { state: l.customerState, shipState: l.customerShipState }] as const,
      ),
      ...customers.map((c) => [c.listId, { state: c.state, shipState: c.shipState }] as const),
    ]),
  };
}
