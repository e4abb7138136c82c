import {
  adminCouponSchema,
  couponDeletionSchema,
  paginatedSchema,
  type AdminCoupon,
  type AdminCouponInput,
} from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUrl } from './admin-url';
import { adminKeys, refreshAfterChange } from './keys';

const COUPONS_PATH = '/payment/coupons';
const couponPageSchema = paginatedSchema(adminCouponSchema);
const couponPath = (id: number) => `${COUPONS_PATH}/${id}`;

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function couponListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.coupons.list(query),
    queryFn: ({ signal }) =>
      apiRequest(adminUrl(`${COUPONS_PATH}${query}`), { schema: couponPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useCoupons = (query: string) => useQuery(couponListQuery(query));

/** `id` null waits (a form for a new coupon has none). */
export function useCoupon(id: number | null) {
  return useQuery({
    queryKey: adminKeys.coupons.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(adminUrl(couponPath(id ?? 0)), { schema: adminCouponSchema, signal }),
    enabled: id !== null,
  });
}

/** Creates a coupon, or replaces `coupon` when given. */
export function useSaveCoupon(coupon?: AdminCoupon) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCouponInput) =>
      apiRequest(adminUrl(coupon ? couponPath(coupon.id) : COUPONS_PATH), {
        method: coupon ? 'PUT' : 'POST',
        body,
        schema: adminCouponSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.coupons.detail(saved.id), saved);
      refreshAfterChange(queryClient, [adminKeys.coupons.lists()]);
    },
  });
}

/** A used coupon is deactivated rather than deleted; the answer says which. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(adminUrl(couponPath(id)), { method: 'DELETE', schema: couponDeletionSchema }),
    onSuccess: (result, id) => {
      if (result.deleted) queryClient.removeQueries({ queryKey: adminKeys.coupons.detail(id) });
      refreshAfterChange(queryClient, [
        adminKeys.coupons.lists(),
        ...(result.deleted ? [] : [adminKeys.coupons.detail(id)]),
      ]);
    },
  });
}
