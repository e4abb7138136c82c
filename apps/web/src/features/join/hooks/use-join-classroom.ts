import { routePath, spaRoutes, type Profile } from '@aula/contracts';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/lib/toast';
import { useSelfLink } from '../api/join';

/** A student account must have a first and last name before joining (else: missing-data). */
export function needsNames(profile: Pick<Profile, 'first_name' | 'last_name'>): boolean {
  return profile.first_name.trim() === '' || profile.last_name.trim() === '';
}

/**
 * Self-link to the classroom, then straight to its lessons. The way on hangs on the request's promise,
 * not on `mutate`'s callbacks, which TanStack Query drops when the screen that asked re-mounts
 * meanwhile: the student would be in the class and still looking at "Entrar na turma?". A failure
 * shows through `error`.
 */
export function useJoinClassroom(code: string) {
  const selfLink = useSelfLink();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const join = (classroomId: number) =>
    selfLink.mutateAsync({ classroomId, code }).then(
      (classroom) => {
        enqueueSnackbar(`Pronto! Você está na turma ${classroom.name}.`, { variant: 'success' });
        void navigate(routePath(spaRoutes.studentClassroom, { id: classroom.id }), { replace: true });
      },
      () => undefined,
    );
  return { join, pending: selfLink.isPending, error: selfLink.error };
}
