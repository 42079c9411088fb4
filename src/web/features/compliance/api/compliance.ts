import { complianceContract } from '../../../../domain/compliance/contract';
import type { TaxProfileFields, TaxProfileScope } from '../../../../domain/compliance/item-profiles';
import type { ExciseRuleInput } from '../../../../domain/compliance/excise/rules';
import type { LicenseRuleInput } from '../../../../domain/compliance/license-rules';
import type { PermitInput } from '../../../../domain/compliance/permits';
import { call } from '../../../lib/api';

export type {
  BrandTaxProfile,
  ExciseRuleRow,
  ItemTaxProfile,
  LicenseRuleRow,
  RuleRow,
} from '../../../../domain/compliance/contract';
export type { CompanyPermit } from '../../../../domain/compliance/permits';

export const complianceKeys = {
  permits: ['compliance', 'permits'] as const,
  licenseRules: ['compliance', 'license-rules'] as const,
  exciseRules: ['compliance', 'excise-rules'] as const,
  taxProfiles: ['compliance', 'tax-profiles'] as const,
};

export const fetchPermits = () => call(complianceContract.permits);
export const createPermit = (body: PermitInput) => call(complianceContract.createPermit, { body });
export const updatePermit = (id: string, body: PermitInput) =>
  call(complianceContract.updatePermit, { params: { id }, body });
export const deletePermit = (id: string) => call(complianceContract.deletePermit, { params: { id } });

export const fetchLicenseRules = () => call(complianceContract.licenseRules);
export const addLicenseRule = (body: LicenseRuleInput) =>
  call(complianceContract.addRule, { params: { topic: 'license' }, body });
export const withdrawLicenseRule = (id: string) =>
  call(complianceContract.withdrawRule, { params: { topic: 'license', id } });

export const fetchExciseRules = () => call(complianceContract.exciseRules);
export const addExciseRule = (body: ExciseRuleInput) =>
  call(complianceContract.addRule, { params: { topic: 'excise' }, body });
export const withdrawExciseRule = (id: string) =>
  call(complianceContract.withdrawRule, { params: { topic: 'excise', id } });

export const fetchTaxProfiles = () => call(complianceContract.taxProfiles);
export const saveTaxProfile = (scope: TaxProfileScope, key: string, fields: TaxProfileFields) =>
  call(complianceContract.saveTaxProfile, { params: { scope, key }, body: fields });
