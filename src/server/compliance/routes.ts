import type { FastifyInstance } from 'fastify';
import { complianceContract } from '../../domain/compliance/contract.js';
import type { ChangeEvent } from '../../domain/live/changes.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { companyToday } from '../insights/figures.js';
import type { ResourceDeps } from '../resource/resource.js';
import {
  addRule,
  createPermit,
  deletePermit,
  saveTaxProfile,
  updatePermit,
  withdrawRule,
} from './commands.js';
import { exciseRuleRows, itemTaxProfiles, licenseRuleRows, loadPermits } from './queries.js';

/** Admin → Compliance: permits, dated rules and the items' tax profiles (issue 46, parts 2 and 4). */
export function registerComplianceRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, bus } = deps;
  // Permits and rules are read by every user (the gate on the phone); tax profiles by admins only.
  const changed = (id: string, event: Partial<ChangeEvent> = {}) =>
    bus.publish({ kind: 'compliance.changed', id, ...event });

  registerRoutes(app, complianceContract, {
    permits: async () => ({ permits: await loadPermits(db) }),
    async createPermit({ request, body }) {
      const permit = await createPermit(db, principalOf(request), body);
      await changed(permit.id);
      return { permit };
    },
    async updatePermit({ request, params, body }) {
      const permit = await updatePermit(db, principalOf(request), params.id, body);
      await changed(permit.id);
      return { permit };
    },
    async deletePermit({ request, params }) {
      await deletePermit(db, principalOf(request), params.id);
      await changed(params.id);
    },
    async licenseRules() {
      const { today } = await companyToday(db);
      return { today, rules: await licenseRuleRows(db) };
    },
    async exciseRules() {
      const { today } = await companyToday(db);
      return { today, rules: await exciseRuleRows(db) };
    },
    async addRule({ request, params, body }) {
      const id = await addRule(db, principalOf(request), params.topic, body);
      await changed(id);
      return { id };
    },
    async withdrawRule({ request, params }) {
      const { today } = await companyToday(db);
      const withdrawnAt = await withdrawRule(db, principalOf(request), params.topic, params.id, today);
      await changed(params.id);
      return { id: params.id, withdrawnAt };
    },
    taxProfiles: () => itemTaxProfiles(db),
    async saveTaxProfile({ request, params, body }) {
      const fields = await saveTaxProfile(db, principalOf(request), params.scope, params.key, body);
      await changed(`${params.scope}:${params.key}`, { requires: 'compliance.manage' });
      return { fields };
    },
  });
}
