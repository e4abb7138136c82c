import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/states';

/** The plans of a picker did not load: said, with a retry, instead of an empty list to choose from. */
export function PlansLoadError({ plans }: { plans: UseQueryResult<unknown> }) {
  if (!plans.isError) return null;
  return (
    <ErrorState
      error={plans.error}
      fallback="Não foi possível carregar os planos."
      onRetry={() => void plans.refetch()}
    />
  );
}
