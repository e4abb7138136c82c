import { adminRoutes, type AdminCoupon, type AdminCouponInput } from '@aula/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { adminKeys, refreshAfterChange } from './keys';
import { queryOf } from './list-query';

// Called outside queryOptions, where keepPreviousData would be inferred as the answer's type.
const fetchCouponPage = (query: string, signal: AbortSignal) =>
  callRoute(adminRoutes.coupons.list, { query: queryOf(query), signal });

/** `query` is the list's query string (filters and page), as kept in the screen's URL. */
function couponListQuery(query: string) {
  return queryOptions({
    queryKey: adminKeys.coupons.list(query),
    queryFn: ({ signal }) => fetchCouponPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useCoupons = (query: string) => useQuery(couponListQuery(query));

/** `id` null waits (a form for a new coupon has none). */
export function useCoupon(id: number | null) {
  return useQuery({
    queryKey: adminKeys.coupons.detail(id ?? 0),
    queryFn: ({ signal }) => callRoute(adminRoutes.coupons.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Creates a coupon, or replaces `coupon` when given. */
export function useSaveCoupon(coupon?: AdminCoupon) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCouponInput) =>
      coupon
        ? callRoute(adminRoutes.coupons.update, { params: { id: coupon.id }, body })
        : callRoute(adminRoutes.coupons.create, { body }),
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
    mutationFn: (id: number) => callRoute(adminRoutes.coupons.remove, { params: { id } }),
    onSuccess: (result, id) => {
      if (result.deleted) queryClient.removeQueries({ queryKey: adminKeys.coupons.detail(id) });
      refreshAfterChange(queryClient, [
        adminKeys.coupons.lists(),
        ...(result.deleted ? [] : [adminKeys.coupons.detail(id)]),
      ]);
    },
  });
}
