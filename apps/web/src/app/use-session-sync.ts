import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { areaOf, loginPathFor } from '@/lib/access';
import { identifyUser } from '@/lib/analytics';
import { analyticsUserOf, rolesOf, useProfile } from '@/lib/profile';
import { useSnackbar } from '@/lib/toast';
import {
  markPasswordChangeRequired,
  onSessionEnded,
  setOriginalUrl,
  writeRoles,
  type SessionEndReason,
} from '@/lib/session';

const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente para continuar.';

/**
 * Keeps the browser's view of the user in step with the server: role flags and analytics follow the
 * profile; when the session ends the cached data goes, and an expired session inside a protected
 * area returns to /login (remembering the page). Public pages stay where they are.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { pathname, search } = useLocation();
  const { data: profile } = useProfile();

  useEffect(() => {
    if (!profile) return;
    writeRoles(rolesOf(profile));
    if (profile.must_change_password) markPasswordChangeRequired();
    identifyUser(analyticsUserOf(profile));
  }, [profile]);

  const sessionEnded = useEffectEvent((reason: SessionEndReason) => {
    queryClient.clear();
    identifyUser(null);
    if (reason !== 'expired' || !areaOf(pathname)) return;
    setOriginalUrl(pathname + search);
    enqueueSnackbar(SESSION_EXPIRED_MESSAGE, { variant: 'info' });
    // The role cookie is already gone; the last loaded profile still says who was signed in.
    void navigate(loginPathFor(profile ? rolesOf(profile) : null), { replace: true });
  });

  useEffect(() => onSessionEnded(sessionEnded), []);
}
