import { accountRoutes } from '@aula/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

/** "Baixar meus dados": the LGPD export, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await callRoute(accountRoutes.myData, {});
      const json = JSON.stringify(data, null, 2);
      downloadBlob('aula-meus-dados.json', new Blob([json], { type: 'application/json' }));
    },
  });
}

/** How many student accounts go with this one; asked only while the delete dialog is open. */
export function useDeleteAccountPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'delete-preview'],
    queryFn: () => callRoute(accountRoutes.deleteAccountPreview, {}),
    enabled,
    staleTime: 0,
  });
}
