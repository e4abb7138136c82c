import { guardianRoutes, type ConsentChannel, type GuardianInput, type GuardianPatch } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { studentKeys } from './student-keys';

const guardianKeys = {
  of: (studentId: number) => [...studentKeys.all, 'guardians', studentId] as const,
};

export function useGuardians(studentId: number) {
  return useQuery({
    queryKey: guardianKeys.of(studentId),
    queryFn: ({ signal }) => callRoute(guardianRoutes.list, { params: { id: studentId }, signal }),
  });
}

/** The list's guardian count and consent chip change with the guardians. */
function refresh(queryClient: QueryClient, studentId: number) {
  void queryClient.invalidateQueries({ queryKey: guardianKeys.of(studentId) });
  void queryClient.invalidateQueries({ queryKey: studentKeys.all });
}

export function useSaveGuardian(studentId: number, guardianId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianInput & GuardianPatch) =>
      guardianId === null
        ? callRoute(guardianRoutes.create, { params: { id: studentId }, body })
        : callRoute(guardianRoutes.update, { params: { id: studentId, guardianId }, body }),
    onSuccess: () => refresh(queryClient, studentId),
  });
}

export function useRemoveGuardian(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      callRoute(guardianRoutes.remove, { params: { id: studentId, guardianId } }),
    onSuccess: () => refresh(queryClient, studentId),
  });
}

export function useRequestConsent(studentId: number) {
  return useMutation({
    mutationFn: (body: { guardian: number; channel: ConsentChannel }) =>
      callRoute(guardianRoutes.requestConsent, { params: { id: studentId }, body }),
  });
}

export function useNewFamilyLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      callRoute(guardianRoutes.newFamilyLink, { params: { id: studentId, guardianId } }),
    onSuccess: () => refresh(queryClient, studentId),
  });
}

export function useRevokeFamilyLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      callRoute(guardianRoutes.revokeFamilyLink, { params: { id: studentId, guardianId } }),
    onSuccess: () => refresh(queryClient, studentId),
  });
}
