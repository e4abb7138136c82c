import {
  guardianRoutes,
  type ConsentChannel,
  type GuardianInput,
  type GuardianPatch,
  type Student,
} from '@aula/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import type { ConsentSlip } from '@/lib/consent-slip';
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

/**
 * One printed slip per child still waiting whose family is registered: a consent request on paper to
 * her first guardian. One child after another, so a class of 40 does not trip the rate limit.
 */
export function useConsentSlipsForAll() {
  return useMutation({
    mutationFn: async (students: readonly Student[]) => {
      const slips: ConsentSlip[] = [];
      for (const student of students) {
        const { results } = await callRoute(guardianRoutes.list, { params: { id: student.id } });
        const guardian = results[0];
        if (!guardian) continue;
        const { url } = await callRoute(guardianRoutes.requestConsent, {
          params: { id: student.id },
          body: { guardian: guardian.id, channel: 'print' },
        });
        slips.push({ firstName: student.first_name, classroom: student.classrooms[0]?.name ?? null, url });
      }
      return slips;
    },
  });
}
