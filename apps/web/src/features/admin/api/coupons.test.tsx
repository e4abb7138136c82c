import type { AdminCoupon } from '@aula/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fakeApi } from '@/test/fake-api';
import { adminUserFixture } from '@/test/profiles';
import { useCoupons, useSaveCoupon } from './coupons';
import { adminKeys } from './keys';
import { useAdminUsers } from './users';

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const coupon: AdminCoupon = {
  id: 7,
  code: 'VOLTA10',
  discount_type: 'percentage',
  discount_value: 10,
  cycles: 1,
  valid_from: null,
  valid_until: null,
  max_redemptions: null,
  redemptions: 0,
  is_active: true,
  plans: [],
  created_at: '2026-03-10T15:04:00Z',
};
const user = adminUserFixture({
  id: 5,
  email: 'helena@escola.test',
  username: 'helena@escola.test',
});

afterEach(() => vi.unstubAllGlobals());

describe('saving a coupon', () => {
  it('refetches the coupon lists and stores the coupon, leaving the users list alone', async () => {
    const saved = { ...coupon, discount_value: 15 };
    const api = fakeApi({
      'GET /api/admin/payment/coupons': () => [200, page([coupon])],
      'GET /api/admin/auth/users/': () => [200, page([user])],
      'PUT /api/admin/payment/coupons/7': () => [200, saved],
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        coupons: useCoupons('?page=1&page_size=20'),
        users: useAdminUsers('?page=1&page_size=20'),
        save: useSaveCoupon(coupon),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.coupons.isSuccess && result.current.users.isSuccess).toBe(true),
    );
    const couponLists = () =>
      api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/payment/coupons'));
    const userLists = () => api.calls.filter((c) => c.path.startsWith('/api/admin/auth/users/'));
    expect(couponLists()).toHaveLength(1);

    await act(() => result.current.save.mutateAsync({ ...coupon, discount_value: 15 }));

    await waitFor(() => expect(couponLists()).toHaveLength(2));
    expect(couponLists()[1]?.path).toBe('/api/admin/payment/coupons?page=1&page_size=20');
    expect(queryClient.getQueryData(adminKeys.coupons.detail(7))).toEqual(saved);
    expect(userLists()).toHaveLength(1);
    expect(queryClient.getQueryState(adminKeys.users.list('?page=1&page_size=20'))?.isInvalidated).toBe(
      false,
    );
  });
});
