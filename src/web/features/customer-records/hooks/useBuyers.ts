import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopContract } from '../../../../domain/shop/contract';
import { call } from '../../../lib/api';

const buyersKey = (listId: string) => ['customer', listId, 'buyers'] as const;

/** The customer's shop portal buyers: invited, signed in last, revoked (decision 0324). */
export function useBuyers(listId: string) {
  return useQuery({
    queryKey: buyersKey(listId),
    queryFn: () => call(shopContract.buyers, { params: { listId } }),
  });
}

export function useInviteBuyer(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => call(shopContract.invite, { params: { listId, contactId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: buyersKey(listId) }),
  });
}

export function useRevokeBuyer(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (buyerId: string) => call(shopContract.revoke, { params: { listId, buyerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: buyersKey(listId) }),
  });
}
