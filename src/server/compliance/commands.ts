import type { z } from 'zod';
import type { Principal } from '../../domain/access/policy.js';
import type { TaxProfileFields, TaxProfileScope } from '../../domain/compliance/item-profiles.js';
import type { CompanyPermit, PermitInput } from '../../domain/compliance/permits.js';
import {
  isAcceptedRuleTopic,
  ruleTopics,
  unacceptedTopicMessage,
} from '../../domain/compliance/rule-topics.js';
import { permitKindLabels } from '../../domain/compliance/permits.js';
import type { Db, Tx } from '../db/database.js';
import { adminsScope, recordChange, type Actor } from '../history-writes/record.js';
import { markExciseTotalsStale } from './excise-months-mark.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findPermit, findStoredRule, storedTaxProfile } from './queries.js';

/**
 * Admin → Compliance's writes, each in one transaction with its history entry (admins' scope, as
 * settings): permits are changed and deleted softly; rule rows are only added, or withdrawn before
 * they take effect (decision 0296); tax profiles are set per brand or item (decision 0297).
 */

const actorOf = (user: Principal): Actor => ({ id: user.id, displayName: user.displayName });
const permitNotFound = (id: string) => notFound(`There is no permit with the ID ${id}`);
const permitLabel = (p: Pick<CompanyPermit, 'state' | 'kind' | 'number'>) =>
  `${p.state} ${permitKindLabels[p.kind].toLowerCase()} ${p.number}`;
const permitFields = (p: PermitInput | CompanyPermit) => ({
  state: p.state,
  kind: p.kind,
  number: p.number,
  issuedOn: p.issuedOn,
  expiresOn: p.expiresOn,
  note: p.note,
});

/** The same permit twice (state, kind and number) is one permit: a second is refused. */
async function refuseDuplicate(tx: Tx, input: PermitInput, exceptId: string | null): Promise<void> {
  let query = tx
    .selectFrom('companyPermits')
    .select('id')
    .where('state', '=', input.state)
    .where('kind', '=', input.kind)
    .where('number', '=', input.number)
    .where('deletedAt', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`The company already holds ${permitLabel(input)}`);
}

export async function createPermit(db: Db, user: Principal, input: PermitInput): Promise<CompanyPermit> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  return db.transaction().execute(async (tx) => {
    await refuseDuplicate(tx, input, null);
    await tx
      .insertInto('companyPermits')
      .values({
        id,
        ...permitFields(input),
        createdAt: now,
        updatedAt: now,
        updatedById: user.id,
        deletedAt: null,
      })
      .execute();
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'permit',
      entityId: id,
      action: 'create',
      label: permitLabel(input),
      scope: adminsScope,
      after: permitFields(input),
    });
    return (await findPermit(tx, id)) as CompanyPermit;
  });
}

export async function updatePermit(
  db: Db,
  user: Principal,
  id: string,
  input: PermitInput,
): Promise<CompanyPermit> {
  return db.transaction().execute(async (tx) => {
    const before = await findPermit(tx, id);
    if (!before) throw permitNotFound(id);
    await refuseDuplicate(tx, input, id);
    await tx
      .updateTable('companyPermits')
      .set({ ...permitFields(input), updatedAt: new Date().toISOString(), updatedById: user.id })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'permit',
      entityId: id,
      action: 'update',
      label: permitLabel(input),
      scope: adminsScope,
      before: permitFields(before),
      after: permitFields(input),
    });
    return (await findPermit(tx, id)) as CompanyPermit;
  });
}

/** Marks a permit deleted: it no longer counts for the gate, and its row and history stay. */
export async function deletePermit(db: Db, user: Principal, id: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await findPermit(tx, id);
    if (!before) throw permitNotFound(id);
    const now = new Date().toISOString();
    await tx
      .updateTable('companyPermits')
      .set({ deletedAt: now, updatedAt: now, updatedById: user.id })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'permit',
      entityId: id,
      action: 'delete',
      label: permitLabel(before),
      scope: adminsScope,
      before: permitFields(before),
    });
  });
}

/** A zod failure as the one 400 the settings use: the first problem with its field, every problem listed. */
function refuse(error: z.ZodError): never {
  const issue = error.issues[0];
  const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid rule'}`, {
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

/**
 * Adds a dated rule row of a topic, checked by the topic's schema (a row without a source, an
 * unknown state… answer 400 and nothing is written). Rows are never edited: a change in the law is
 * another row, and a later-recorded row wins a tie on the same day.
 */
export async function addRule(db: Db, user: Principal, topic: string, body: unknown): Promise<string> {
  if (!isAcceptedRuleTopic(topic)) throw badRequest(unacceptedTopicMessage(topic));
  const parsed = ruleTopics[topic].schema.safeParse(body);
  if (!parsed.success) refuse(parsed.error);
  const { state, effectiveFrom, ...ruleBody } = parsed.data;
  const id = crypto.randomUUID();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('complianceRules')
      .values({
        id,
        topic,
        state,
        effectiveFrom,
        ruleBody,
        recordedAt: new Date().toISOString(),
        recordedById: user.id,
        withdrawnAt: null,
        withdrawnById: null,
      })
      .execute();
    // An excise row may reach back to invoices already mirrored: their kept totals change (0357).
    if (topic === 'excise') await markExciseTotalsStale(tx, { state, effectiveFrom });
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'compliance-rule',
      entityId: id,
      action: 'create',
      label: `${state} ${ruleTopics[topic].label.toLowerCase()} rule from ${effectiveFrom}`,
      scope: adminsScope,
      after: parsed.data,
    });
  });
  return id;
}

/**
 * Withdraws an added row before the company's `today` reaches its effective date. A row in force
 * or past is part of the record of the law and stays: the admin adds a newer row instead.
 */
export async function withdrawRule(
  db: Db,
  user: Principal,
  topic: string,
  id: string,
  today: string,
): Promise<string> {
  if (!isAcceptedRuleTopic(topic)) throw badRequest(unacceptedTopicMessage(topic));
  return db.transaction().execute(async (tx) => {
    const row = await findStoredRule(tx, topic, id);
    if (!row) throw notFound(`There is no added ${topic} rule with the ID ${id}`);
    if (row.withdrawnAt) throw conflict('This rule row was already withdrawn');
    if (row.effectiveFrom <= today) {
      throw badRequest(
        `This row took effect on ${row.effectiveFrom}: a rule in force or past stays on record. Add a newer dated row instead.`,
      );
    }
    const withdrawnAt = new Date().toISOString();
    await tx
      .updateTable('complianceRules')
      .set({ withdrawnAt, withdrawnById: user.id })
      .where('id', '=', id)
      .execute();
    if (topic === 'excise') await markExciseTotalsStale(tx, row);
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'compliance-rule',
      entityId: id,
      action: 'update',
      label: `${row.state} ${ruleTopics[topic].label.toLowerCase()} rule from ${row.effectiveFrom} withdrawn`,
      scope: adminsScope,
      before: { withdrawnAt: null },
      after: { withdrawnAt },
    });
    return withdrawnAt;
  });
}

const isEmpty = (fields: TaxProfileFields) => Object.values(fields).every((value) => value === null);

/**
 * Sets a brand's (and so, field by field, every item of it without its own value) or one item's
 * tax fields. Every field empty removes the row: the item falls back to its brand, the brand to
 * nothing (and its items show as gaps).
 */
export async function saveTaxProfile(
  db: Db,
  user: Principal,
  scope: TaxProfileScope,
  key: string,
  fields: TaxProfileFields,
): Promise<TaxProfileFields | null> {
  const known =
    scope === 'brand'
      ? await db.selectFrom('items').select('brand').where('brand', '=', key).limit(1).executeTakeFirst()
      : await db.selectFrom('items').select('listId').where('listId', '=', key).executeTakeFirst();
  if (!known) {
    throw notFound(
      scope === 'brand' ? `No item has the brand ${key}` : `There is no item with the ID ${key}`,
    );
  }
  return db.transaction().execute(async (tx) => {
    const before = await storedTaxProfile(tx, scope, key);
    const now = new Date().toISOString();
    if (isEmpty(fields)) {
      await tx.deleteFrom('taxProfiles').where('scope', '=', scope).where('key', '=', key).execute();
    } else {
      const row = { profileFields: fields, updatedAt: now, updatedById: user.id };
      await tx
        .insertInto('taxProfiles')
        .values({ scope, key, ...row })
        .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet(row))
        .execute();
    }
    // The invoices of the brand or item are taxed by the new fields: their kept totals change (0357).
    await markExciseTotalsStale(tx);
    await recordChange(tx, {
      actor: actorOf(user),
      entityType: 'tax-profile',
      entityId: `${scope}:${key}`,
      action: before ? 'update' : 'create',
      label: `Tax profile of ${scope} ${key}`,
      scope: adminsScope,
      before,
      after: isEmpty(fields) ? null : fields,
    });
    return isEmpty(fields) ? null : fields;
  });
}
