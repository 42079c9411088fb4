import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenseInput } from '../../../../domain/compliance/licenses';
import { useLiveInvalidation } from '../../../lib/live';
import { deleteLicense, fetchLicenses, licenseKeys, saveLicense } from '../api/licenses';

/** A customer's licenses, refreshed when anyone who sees the customer changes them. */
export function useLicenses(listId: string) {
  useLiveInvalidation(['customer.licenses'], licenseKeys.list(listId));
  return useQuery({ queryKey: licenseKeys.list(listId), queryFn: () => fetchLicenses(listId) });
}

export function useSaveLicense(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: LicenseInput; id?: string }) => saveLicense(listId, input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: licenseKeys.list(listId) }),
  });
}

export function useDeleteLicense(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLicense(listId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: licenseKeys.list(listId) }),
  });
}
