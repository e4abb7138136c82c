import { routePath, spaRoutes, type Profile } from '@aula/contracts';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@/lib/toast';
import { useSelfLink } from '../api/join';

/** A student account must have a first and last name before joining (else: missing-data). */
export function needsNames(profile: Pick<Profile, 'first_name' | 'last_name'>): boolean {
  return profile.first_name.trim() === '' || profile.last_name.trim() === '';
}

/** Self-link to the classroom, then straight to its lessons. */
export function useJoinClassroom(code: string) {
  const selfLink = useSelfLink();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const join = (classroomId: number) =>
    selfLink.mutate(
      { classroomId, code },
      {
        onSuccess: (classroom) => {
          enqueueSnackbar(`Pronto! Você está na turma ${classroom.name}.`, { variant: 'success' });
          void navigate(routePath(spaRoutes.studentClassroom, { id: classroom.id }), { replace: true });
        },
      },
    );
  return { join, pending: selfLink.isPending, error: selfLink.error };
}
