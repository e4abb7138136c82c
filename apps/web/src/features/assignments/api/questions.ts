import {
  bnccRoutes,
  contentRoutes,
  questionRoutes,
  type QuestionInput,
  type QuestionType,
} from '@aula/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

export interface QuestionFilters {
  skill: string;
  type: QuestionType | '';
  search: string;
  page: number;
}

export const QUESTIONS_PAGE_SIZE = 20;

const questionKeys = {
  all: ['questions'] as const,
  list: (filters: QuestionFilters) => [...questionKeys.all, 'list', filters] as const,
};

export function useQuestions(filters: QuestionFilters) {
  return useQuery({
    queryKey: questionKeys.list(filters),
    queryFn: ({ signal }) =>
      callRoute(questionRoutes.list, {
        query: {
          skill: filters.skill || undefined,
          type: filters.type || undefined,
          search: filters.search || undefined,
          page: filters.page,
          page_size: QUESTIONS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveQuestion(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput) =>
      id === null
        ? callRoute(questionRoutes.create, { body: input })
        : callRoute(questionRoutes.update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(questionRoutes.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** BNCC skills whose code or text matches what is typed, for tagging and filtering questions. */
export function useSkillSearch(search: string) {
  return useQuery({
    queryKey: ['bncc', 'skills', 'search', search] as const,
    queryFn: ({ signal }) =>
      callRoute(bnccRoutes.skills, { query: { search: search || undefined, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** A lesson's BNCC skills (for "das habilidades da aula"). */
export function useLessonSkills(lesson: { id: number; lesson_plan: { id: number } } | null) {
  return useQuery({
    queryKey: ['lesson-skills', lesson?.id] as const,
    queryFn: ({ signal }) =>
      callRoute(contentRoutes.planLesson, {
        params: { lessonplanId: lesson!.lesson_plan.id, lessonId: lesson!.id },
        signal,
      }).then((l) => l.bncc_codes),
    enabled: lesson !== null,
    staleTime: 5 * 60_000,
  });
}
