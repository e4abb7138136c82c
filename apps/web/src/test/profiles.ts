import { DEFAULT_USER_ACCESS_CONFIG, type Profile } from '@aula/contracts';

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
