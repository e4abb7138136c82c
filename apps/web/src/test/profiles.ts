import {
  DEFAULT_USER_ACCESS_CONFIG,
  type AdminUser,
  type AdminUserDetail,
  type Profile,
} from '@aula/contracts';

/** A profile as GET /api/profile/me answers it; override what the test is about. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    username: 'professora@aula.demo',
    first_name: 'Helena',
    last_name: 'Souza',
    email: 'professora@aula.demo',
    birth_date: null,
    is_teacher: true,
    is_student: false,
    is_staff: false,
    is_superuser: false,
    groups: [],
    payment_information_updated: true,
    must_change_password: false,
    user_access_config: { ...DEFAULT_USER_ACCESS_CONFIG, ads: true },
    impersonator: null,
    ...overrides,
  };
}

/** A user as the admin's user list answers it; override what the test is about. */
export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    email: 'professora@aula.demo',
    username: 'professora@aula.demo',
    first_name: 'Helena',
    last_name: 'Souza',
    is_teacher: true,
    is_student: false,
    is_staff: false,
    is_superuser: false,
    is_active: true,
    date_joined: '2026-01-01T12:00:00Z',
    last_login: null,
    subscription_status: null,
    ...overrides,
  };
}

/** A user as the admin's user page answers it (GET /api/admin/auth/users/:id). */
export function adminUserDetailFixture(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...adminUserFixture(),
    birth_date: null,
    groups: [],
    user_access_config: { ...DEFAULT_USER_ACCESS_CONFIG, ads: true },
    subscription: null,
    classrooms_count: 1,
    students_count: 4,
    ...overrides,
  };
}
