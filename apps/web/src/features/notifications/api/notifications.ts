import { notificationRoutes, type MarkReadInput, type NotificationSettings } from '@aula/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';

const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** The bell: the latest notifications, polled once a minute (and on coming back to the tab). */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => callRoute(notificationRoutes.list, { signal }),
    refetchInterval: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [...notificationKeys.list(), 'unread'],
    queryFn: ({ signal }) => callRoute(notificationRoutes.list, { query: { unread: 'true' }, signal }),
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => callRoute(notificationRoutes.markRead, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => callRoute(notificationRoutes.settings, { signal }),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      callRoute(notificationRoutes.updateSettings, { body: input }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings(), data),
  });
}
