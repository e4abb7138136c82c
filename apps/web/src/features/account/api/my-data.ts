import { deleteAccountPreviewSchema, personalDataExportSchema } from '@aula/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

const MY_DATA_PATH = '/api/accounts/my-data/';
const DELETE_PREVIEW_PATH = '/api/accounts/delete-account/';

/** "Baixar meus dados": the LGPD export, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest(MY_DATA_PATH, { schema: personalDataExportSchema });
      const json = JSON.stringify(data, null, 2);
      downloadBlob('aula-meus-dados.json', new Blob([json], { type: 'application/json' }));
    },
  });
}

/** How many student accounts go with this one; asked only while the delete dialog is open. */
export function useDeleteAccountPreview(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'delete-preview'],
    queryFn: () => apiRequest(DELETE_PREVIEW_PATH, { schema: deleteAccountPreviewSchema }),
    enabled,
    staleTime: 0,
  });
}
