import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxProfileFields, TaxProfileScope } from '../../../../domain/compliance/item-profiles';
import type { LicenseRuleInput } from '../../../../domain/compliance/license-rules';
import type { PermitInput } from '../../../../domain/compliance/permits';
import { useLiveInvalidation } from '../../../lib/live';
import type { ExciseRuleInput } from '../../../../domain/compliance/excise/rules';
import {
  addExciseRule,
  addLicenseRule,
  complianceKeys,
  createPermit,
  deletePermit,
  fetchExciseRules,
  fetchLicenseRules,
  fetchPermits,
  fetchTaxProfiles,
  saveTaxProfile,
  updatePermit,
  withdrawExciseRule,
  withdrawLicenseRule,
} from '../api/compliance';

/** The company's permits, refetched live when any admin changes one. */
export function usePermits() {
  useLiveInvalidation(['compliance.changed'], complianceKeys.permits);
  return useQuery({
    queryKey: complianceKeys.permits,
    queryFn: fetchPermits,
    select: (data) => data.permits,
  });
}

/** Every licensing rule row, shipped and added, with the company's today. */
export function useLicenseRules() {
  useLiveInvalidation(['compliance.changed'], complianceKeys.licenseRules);
  return useQuery({ queryKey: complianceKeys.licenseRules, queryFn: fetchLicenseRules });
}

/** Every excise tax rule row, shipped and added, with the company's today. */
export function useExciseRules() {
  useLiveInvalidation(['compliance.changed'], complianceKeys.exciseRules);
  return useQuery({ queryKey: complianceKeys.exciseRules, queryFn: fetchExciseRules });
}

export function useTaxProfiles() {
  useLiveInvalidation(['compliance.changed', 'items.changed'], complianceKeys.taxProfiles);
  return useQuery({ queryKey: complianceKeys.taxProfiles, queryFn: fetchTaxProfiles });
}

/** A mutation that says so and refreshes one of the lists when it succeeds. */
function useSaved<A>(run: (args: A) => Promise<unknown>, key: readonly string[], message: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notifications.show({ color: 'green', message });
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useSavePermit = () =>
  useSaved(
    ({ id, input }: { id: string | null; input: PermitInput }) =>
      id ? updatePermit(id, input) : createPermit(input),
    complianceKeys.permits,
    'Permit saved',
  );
export const useDeletePermit = () => useSaved(deletePermit, complianceKeys.permits, 'Permit deleted');
export const useAddLicenseRule = () =>
  useSaved((input: LicenseRuleInput) => addLicenseRule(input), complianceKeys.licenseRules, 'Rule row added');
export const useWithdrawLicenseRule = () =>
  useSaved(withdrawLicenseRule, complianceKeys.licenseRules, 'Rule row withdrawn');
export const useAddExciseRule = () =>
  useSaved((input: ExciseRuleInput) => addExciseRule(input), complianceKeys.exciseRules, 'Rule row added');
export const useWithdrawExciseRule = () =>
  useSaved(withdrawExciseRule, complianceKeys.exciseRules, 'Rule row withdrawn');
export const useSaveTaxProfile = () =>
  useSaved(
    ({ scope, key, fields }: { scope: TaxProfileScope; key: string; fields: TaxProfileFields }) =>
      saveTaxProfile(scope, key, fields),
    complianceKeys.taxProfiles,
    'Tax profile saved',
  );
