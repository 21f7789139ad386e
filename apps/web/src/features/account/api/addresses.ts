import type { CustomerAddress, CustomerAddressInput } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';
import { userQuery } from './user-query.ts';

export const addressesQuery = () =>
  userQuery<CustomerAddress[]>(accountKeys.addresses(), '/api/user/addresses');

/** `GET /api/user/addresses`: the default first, then the oldest. */
export function useAddresses() {
  return useQuery(addressesQuery());
}

export const createAddress = (input: CustomerAddressInput) =>
  api.post<CustomerAddress>('/api/user/addresses', input, { auth: 'user' });

export const updateAddress = ({ id, input }: { id: number; input: CustomerAddressInput }) =>
  api.put<CustomerAddress>(`/api/user/addresses/${id}`, input, { auth: 'user' });

export const deleteAddress = (id: number) => api.delete<null>(`/api/user/addresses/${id}`, { auth: 'user' });

/** Writing one address can move the default flag of another: every write refreshes the list. */
function useAddressMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses() }),
  });
}

export const useCreateAddress = () => useAddressMutation(createAddress);
export const useUpdateAddress = () => useAddressMutation(updateAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);

/** The body that makes `address` the default: the same address (its pin too), `isDefault: true`. */
export function asDefault(address: CustomerAddress): CustomerAddressInput {
  return {
    country: address.country,
    city: address.city,
    state: address.state,
    address1: address.address1,
    address2: address.address2,
    postCode: address.postCode,
    isDefault: true,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}
