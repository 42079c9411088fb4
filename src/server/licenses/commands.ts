import type { Principal } from '../../domain/access/policy.js';
import {
  licenseKindLabels,
  type CustomerLicense,
  type LicenseInput,
} from '../../domain/compliance/licenses.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { Db, Tx } from '../db/database.js';
import type { CustomerLicensesTable } from '../db/tables/compliance.js';
import { badRequest, notFound } from '../http/errors.js';
import type { EventBus } from '../live/bus.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import { customerScope, recordChange } from '../history-writes/record.js';
import { putInTrash } from '../history-writes/trash.js';
import { findLicense, licenseDocumentsOf, presentLicense } from './queries.js';

interface Deps {
  db: Db;
  bus: EventBus;
}

type VisibleCustomer = Awaited<ReturnType<typeof visibleCustomerOrThrow>>;

export const licenseMissing = () => notFound('This license does not exist.');
export const stateListClaimMessage =
  "Only an imported state list marks a license as matched in it: choose 'Typed from the document' or attach the document.";
export const unknownDocumentMessage = "Choose a photo or PDF attached to one of this customer's notes.";

/** The fields a person sets, as history shows them. */
/** The fields a license's history shows (the import of a state's list records with them too). */
export const shownFields = (row: Pick<CustomerLicensesTable, keyof LicenseInput>) => ({
  state: row.state,
  locality: row.locality,
  kind: row.kind,
  number: row.number,
  issuedOn: row.issuedOn,
  expiresOn: row.expiresOn,
  check: row.check,
  attachmentId: row.attachmentId,
});

/**
 * The fields that say which license was checked and how: a change to any of them is a new check,
 * stamped with who made it and when (decision 0290). A kind or locality corrected is not.
 */
const checkedFields = ['state', 'number', 'issuedOn', 'expiresOn', 'check', 'attachmentId'] as const;

/** How a license is named in the history. */
export const labelOf = (license: Pick<CustomerLicensesTable, 'state' | 'kind' | 'number'>) =>
  `${license.state} ${licenseKindLabels[license.kind].toLowerCase()} license ${license.number}`;

/** Told to those who see the customer by its bill-to or ship-to state, like its contacts. */
export async function publishLicensesChanged(
  bus: EventBus,
  customer: { listId: string; state: string | null; shipState: string | null },
): Promise<void> {
  await bus.publish({
    kind: 'customer.licenses',
    id: customer.listId,
    scopeStates: customerStatesOf(customer.state, customer.shipState),
  });
}

/**
 * What the user asked, as it may be stored: a document check must link a file on one of the
 * customer's notes the user sees (0291); 'state-list' stays only on a license an import matched,
 * for the same state and number. Refusals are 400s that change nothing.
 */
async function storableInput(
  tx: Tx,
  user: Principal,
  customer: VisibleCustomer,
  input: LicenseInput,
  before?: CustomerLicensesTable,
): Promise<LicenseInput> {
  if (input.check === 'state-list') {
    const sameMatch =
      before?.check === 'state-list' && before.state === input.state && before.number === input.number;
    if (!sameMatch) throw badRequest(stateListClaimMessage);
  }
  if (input.check !== 'document') return { ...input, attachmentId: null };
  const documents = await licenseDocumentsOf(tx, user, customer.listId);
  if (!documents.some((d) => d.id === input.attachmentId)) throw badRequest(unknownDocumentMessage);
  return input;
}

/** In one transaction with the customer checked visible (404 otherwise), then told after the commit. */
async function changeLicenses<T>(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  write: (tx: Tx, customer: VisibleCustomer) => Promise<T>,
): Promise<T> {
  const { result, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    return { result: await write(tx, customer), customer };
  });
  await publishLicensesChanged(bus, customer);
  return result;
}

const actorOf = (user: Principal) => ({ id: user.id, displayName: user.displayName });

export function createLicense(
  deps: Deps,
  user: Principal,
  listId: string,
  input: LicenseInput,
  now = new Date(),
): Promise<CustomerLicense> {
  return changeLicenses(deps, user, listId, async (tx, customer) => {
    const fields = await storableInput(tx, user, customer, input);
    const at = now.toISOString();
    const row: CustomerLicensesTable = {
      id: crypto.randomUUID(),
      customerListId: customer.listId,
      ...fields,
      checkedAt: at,
      checkedById: user.id,
      goneFromListAt: null,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
    await tx.insertInto('customerLicenses').values(row).execute();
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'license',
      entityId: row.id,
      action: 'create',
      label: labelOf(row),
      scope: customerScope(customer),
      after: shownFields(row),
      at: now,
    });
    return presentLicense(row, user.displayName);
  });
}

export function updateLicense(
  deps: Deps,
  user: Principal,
  listId: string,
  id: string,
  input: LicenseInput,
  now = new Date(),
): Promise<CustomerLicense> {
  return changeLicenses(deps, user, listId, async (tx, customer) => {
    const before = await findLicense(tx, customer.listId, id);
    if (!before) throw licenseMissing();
    const fields = await storableInput(tx, user, customer, input, before);
    const rechecked = checkedFields.some((field) => before[field] !== fields[field]);
    const at = now.toISOString();
    const row: CustomerLicensesTable = {
      ...before,
      ...fields,
      ...(rechecked ? { checkedAt: at, checkedById: user.id } : {}),
      // A license matched again under a new number or state is no longer the one the list dropped.
      goneFromListAt: rechecked ? null : before.goneFromListAt,
      updatedAt: at,
    };
    await tx
      .updateTable('customerLicenses')
      .set({
        ...fields,
        checkedAt: row.checkedAt,
        checkedById: row.checkedById,
        goneFromListAt: row.goneFromListAt,
        updatedAt: at,
      })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'license',
      entityId: id,
      action: 'update',
      label: labelOf(row),
      scope: customerScope(customer),
      before: shownFields(before),
      after: shownFields(row),
      at: now,
    });
    const checker =
      row.checkedById === user.id
        ? user.displayName
        : ((
            await tx
              .selectFrom('users')
              .select('name')
              .where('id', '=', row.checkedById ?? '')
              .executeTakeFirst()
          )?.name ?? null);
    return presentLicense(row, checker);
  });
}

/** To the Trash with its row, restorable by whoever deleted it or an admin (decision 0290). */
export function deleteLicense(
  deps: Deps,
  user: Principal,
  listId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  return changeLicenses(deps, user, listId, async (tx, customer) => {
    const row = await findLicense(tx, customer.listId, id);
    if (!row) throw licenseMissing();
    await putInTrash(tx, {
      actor: actorOf(user),
      entityType: 'license',
      entityId: id,
      label: labelOf(row),
      authorId: row.checkedById,
      scope: customerScope(customer),
      snapshot: { license: row },
      before: shownFields(row),
      at: now,
    });
    await tx.deleteFrom('customerLicenses').where('id', '=', id).execute();
  });
}
