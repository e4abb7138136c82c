import { DEFAULT_USER_ACCESS_CONFIG } from '@aula/contracts';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '@/test/profiles';
import { analyticsUserOf, rolesOf, userAccessOf } from './profile';

describe('profile helpers', () => {
  it('uses SPEC section 3 defaults until the profile loads', () => {
    expect(userAccessOf(undefined)).toEqual({
      config: DEFAULT_USER_ACCESS_CONFIG,
      paymentInformationUpdated: true,
      loaded: false,
    });
    expect(DEFAULT_USER_ACCESS_CONFIG).toMatchObject({
      ads: false,
      max_students: 5,
      teachers_accounts: 1,
      max_custom_lessons: 1,
    });
    const loaded = profileFixture({ payment_information_updated: false });
    expect(userAccessOf(loaded)).toEqual({
      config: loaded.user_access_config,
      paymentInformationUpdated: false,
      loaded: true,
    });
  });

  it('reports ads-on users as an inactive teacher subscription, everyone else as active', () => {
    const free = profileFixture();
    expect(analyticsUserOf(free)).toEqual({ id: 1, roles: ['teacher'], teacher_subscription: 'inactive' });
    const paying = profileFixture({
      is_staff: true,
      user_access_config: { ...free.user_access_config, ads: false },
    });
    expect(analyticsUserOf(paying)).toEqual({
      id: 1,
      roles: ['teacher', 'staff'],
      teacher_subscription: 'active',
    });
  });

  it('derives the ua flags, counting a superuser as staff', () => {
    expect(rolesOf(profileFixture({ is_teacher: false, is_superuser: true }))).toEqual({
      isTeacher: false,
      isStudent: false,
      isStaff: true,
    });
  });
});
