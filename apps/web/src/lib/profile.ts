import { DEFAULT_USER_ACCESS_CONFIG, type Profile, type UserAccessConfig, meRoutes } from '@aula/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsUser } from './analytics';
import { callRoute } from './api-client';
import type { Roles } from './session';
import { useSession } from './use-session';

export const profileQueryKey = ['profile', 'me'] as const;

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return callRoute(meRoutes.me, { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 60_000,
  });
}

/** The logged-in user (the in-memory user of SPEC section 4); idle while nobody is logged in. */
export function useProfile() {
  const { loggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: loggedIn });
}

export function rolesOf(profile: Profile): Roles {
  return {
    isTeacher: profile.is_teacher,
    isStudent: profile.is_student,
    isStaff: profile.is_staff || profile.is_superuser,
  };
}

export function fullNameOf(profile: Pick<Profile, 'first_name' | 'last_name' | 'username'>): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.username;
}

export function analyticsUserOf(profile: Profile): AnalyticsUser {
  const roles = [
    profile.is_teacher && 'teacher',
    profile.is_student && 'student',
    profile.is_staff && 'staff',
    profile.is_superuser && 'superuser',
  ].filter((role): role is string => Boolean(role));
  return {
    id: profile.id,
    roles,
    teacher_subscription: profile.user_access_config.ads ? 'inactive' : 'active',
  };
}

export interface UserAccess {
  config: UserAccessConfig;
  paymentInformationUpdated: boolean;
  loaded: boolean;
}

/** The limits in force; SPEC section 3's defaults until the profile arrives. */
export function userAccessOf(profile: Profile | undefined): UserAccess {
  return {
    config: profile?.user_access_config ?? DEFAULT_USER_ACCESS_CONFIG,
    paymentInformationUpdated: profile?.payment_information_updated ?? true,
    loaded: profile !== undefined,
  };
}

export function useUserAccess(): UserAccess {
  return userAccessOf(useProfile().data);
}
