import { isRouteErrorResponse } from 'react-router';
import type { ErrorViewProps } from '@/components/error-view';
import { isChunkLoadError } from '@/lib/chunk-reload';

export const notFoundError: ErrorViewProps = {
  status: 404,
  title: 'Página não encontrada',
  description:
    'O endereço que você acessou não existe ou foi removido. Confira o link ou volte para o início.',
};

const fallbackDescription = 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.';

const titles: Record<number, string> = {
  401: 'Acesso não autorizado',
  403: 'Acesso negado',
  404: notFoundError.title,
};

/** Maps whatever a route threw to the error page: 404 for not found, the response's own status, else 500. */
export function describeError(error: unknown): ErrorViewProps {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return notFoundError;
    const detail = typeof error.data === 'string' && error.data.trim() !== '' ? error.data : error.statusText;
    return {
      status: error.status,
      title: titles[error.status] ?? 'Erro interno do servidor',
      description: detail || fallbackDescription,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      status: 500,
      title: 'Erro interno do servidor',
      description:
        'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.',
      detail: (error as Error).message,
    };
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { status: 500, title: 'Erro interno do servidor', description: message || fallbackDescription };
}
