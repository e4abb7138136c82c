import {
  documentSchema,
  faqEntrySchema,
  lessonPlanCollectionSchema,
  paginatedSchema,
  type CollectionInput,
  type ContentDocument,
  type FaqEntry,
  type LessonPlanCollection,
  type CollectionPatch,
  type DocumentInput,
  type DocumentPatch,
  type FaqInput,
  type FaqPatch,
} from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useContentMutation } from './admin-content';
import { contentKeys } from './catalogue';

/**
 * The staff-managed short lists (collections, documents, FAQ): one page of up to 200 items each, in
 * the order teachers see them. Every change invalidates all content keys, so the teacher screens
 * (/dashboard/documents, /dashboard/faq, the catalogue's collection filter) show it too.
 */
function adminLibraryResource<Item, Input, Patch>(name: string, path: string, itemSchema: z.ZodType<Item>) {
  const pageSchema = paginatedSchema(itemSchema);
  return {
    useList: () =>
      useQuery({
        queryKey: [...contentKeys.admin(), name],
        queryFn: ({ signal }) => apiRequest(`${path}?page_size=200`, { schema: pageSchema, signal }),
      }),
    useCreate: () =>
      useContentMutation((body: Input) => apiRequest(path, { method: 'POST', body, schema: itemSchema })),
    useUpdate: () =>
      useContentMutation(({ id, body }: { id: number; body: Patch }) =>
        apiRequest(`${path}/${id}`, { method: 'PATCH', body, schema: itemSchema }),
      ),
  };
}

/** Collections cannot be deleted (plans point to them); documents and FAQ entries can. */
function removeAt(path: string) {
  return function useRemove() {
    return useContentMutation((id: number) => apiRequest(`${path}/${id}`, { method: 'DELETE' }));
  };
}

const DOCUMENTS = '/api/admin/content/documents';
const FAQ = '/api/admin/content/faq';

export const adminCollections = adminLibraryResource<LessonPlanCollection, CollectionInput, CollectionPatch>(
  'collections',
  '/api/admin/content/lessonplan-collections',
  lessonPlanCollectionSchema,
);

export const adminDocuments = {
  ...adminLibraryResource<ContentDocument, DocumentInput, DocumentPatch>(
    'documents',
    DOCUMENTS,
    documentSchema,
  ),
  useRemove: removeAt(DOCUMENTS),
};

export const adminFaq = {
  ...adminLibraryResource<FaqEntry, FaqInput, FaqPatch>('faq', FAQ, faqEntrySchema),
  useRemove: removeAt(FAQ),
};
