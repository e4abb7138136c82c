import { routePath, spaRoutes } from '@aula/contracts';
import { TextLink } from '@/components/admin-kit/router-links';

/** A subscription plan's name, opening its page. */
export function PlanLink({ id, name }: { id: number; name: string }) {
  return (
    <TextLink to={routePath(spaRoutes.adminSubscriptionPlan, { subscriptionPlanId: id })}>{name}</TextLink>
  );
}
