import {
  collectionAdminRoutes,
  documentAdminRoutes,
  faqAdminRoutes,
  type CollectionInput,
  type CollectionPatch,
  type DocumentInput,
  type DocumentPatch,
  type FaqInput,
  type FaqPatch,
} from '@aula/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { useContentMutation } from './admin-content';
import { contentKeys } from './catalogue';

/**
 * The staff-managed short lists (collections, documents, FAQ): one page of up to 200 items each, in
 * the order teachers see them. Every change invalidates all content keys, so the teacher screens
 * (/dashboard/documents, /dashboard/faq, the catalogue's collection filter) show it too.
 */
function adminLibraryResource<Page, Item, Input, Patch>(
  name: string,
  calls: {
    list: (signal: AbortSignal) => Promise<Page>;
    create: (body: Input) => Promise<Item>;
    update: (id: number, body: Patch) => Promise<Item>;
  },
) {
  return {
    useList: () =>
      useQuery({ queryKey: [...contentKeys.admin(), name], queryFn: ({ signal }) => calls.list(signal) }),
    useCreate: () => useContentMutation(calls.create),
    useUpdate: () =>
      useContentMutation(({ id, body }: { id: number; body: Patch }) => calls.update(id, body)),
  };
}

/** Collections cannot be deleted (plans point to them); documents and FAQ entries can. */
function removing(remove: (id: number) => Promise<unknown>) {
  return function useRemove() {
    return useContentMutation(remove);
  };
}

const ALL = { page_size: 200 };

export const adminCollections = adminLibraryResource('collections', {
  list: (signal) => callRoute(collectionAdminRoutes.list, { query: ALL, signal }),
  create: (body: CollectionInput) => callRoute(collectionAdminRoutes.create, { body }),
  update: (id, body: CollectionPatch) => callRoute(collectionAdminRoutes.update, { params: { id }, body }),
});

export const adminDocuments = {
  ...adminLibraryResource('documents', {
    list: (signal) => callRoute(documentAdminRoutes.list, { query: ALL, signal }),
    create: (body: DocumentInput) => callRoute(documentAdminRoutes.create, { body }),
    update: (id, body: DocumentPatch) => callRoute(documentAdminRoutes.update, { params: { id }, body }),
  }),
  useRemove: removing((id) => callRoute(documentAdminRoutes.remove, { params: { id } })),
};

export const adminFaq = {
  ...adminLibraryResource('faq', {
    list: (signal) => callRoute(faqAdminRoutes.list, { query: ALL, signal }),
    create: (body: FaqInput) => callRoute(faqAdminRoutes.create, { body }),
    update: (id, body: FaqPatch) => callRoute(faqAdminRoutes.update, { params: { id }, body }),
  }),
  useRemove: removing((id) => callRoute(faqAdminRoutes.remove, { params: { id } })),
};
