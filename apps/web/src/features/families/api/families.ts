import { consentRoutes, familyRoutes, type ConsentDecisionInput } from '@aula/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

// The token is the key: these pages have no account, so a 401 never means "refresh the session".
const anonymous = { refreshOnUnauthorized: false } as const;
export function useConsentNotice(token: string) {
  return useQuery({
    queryKey: ['consent-notice', token],
    queryFn: ({ signal }) => callRoute(consentRoutes.notice, { params: { token }, signal, ...anonymous }),
    retry: false,
  });
}

/** The page shows the decision's answer itself, so the notice is not asked again. */
export function useDecideConsent(token: string) {
  return useMutation({
    mutationFn: (body: ConsentDecisionInput) =>
      callRoute(consentRoutes.decide, { params: { token }, body, ...anonymous }),
  });
}

export function useRevokeConsent(token: string) {
  return useMutation({
    mutationFn: () => callRoute(consentRoutes.revoke, { params: { token }, ...anonymous }),
  });
}

export function useFamilyView(token: string) {
  return useQuery({
    queryKey: ['family-view', token],
    queryFn: ({ signal }) => callRoute(familyRoutes.view, { params: { token }, signal, ...anonymous }),
    retry: false,
  });
}
