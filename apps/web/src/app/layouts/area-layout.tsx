import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/states';
import { areaHome, type Area } from '@/lib/access';
import { useAreaManifest } from '@/lib/install-app';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/use-session';
import { useOutbox } from '../use-outbox';
import { areaLabels } from './area-labels';
import { DashboardShell } from './dashboard-shell';
import type { NavItem } from './nav-item';
import { UserMenu } from './user-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

// Seen once per account (a temporary password): its form code stays out of every dashboard page.
const FirstPasswordStep = lazy(() =>
  import('@/features/account/components/first-password-step').then((module) => ({
    default: module.FirstPasswordStep,
  })),
);

/**
 * A protected area (the route gate already checked the role). A user who still has a temporary
 * password sees only the step that replaces it.
 */
export function AreaLayout({
  area,
  navItems,
  accountPath,
  banner,
}: {
  area: Area;
  navItems: readonly NavItem[];
  accountPath?: string;
  banner?: ReactNode;
}) {
  const { passwordChangeRequired } = useSession();
  const { data: profile, isPending } = useProfile();
  useAreaManifest(area === 'admin' ? null : area);
  useOutbox();
  if (passwordChangeRequired || profile?.must_change_password) {
    return (
      <Suspense fallback={<LoadingState />}>
        <FirstPasswordStep firstName={profile?.first_name} />
      </Suspense>
    );
  }
  return (
    <DashboardShell
      areaLabel={areaLabels[area]}
      homePath={areaHome[area]}
      navItems={navItems}
      actions={
        <>
          {(area === 'teacher' || area === 'student') && <NotificationBell />}
          <UserMenu area={area} accountPath={accountPath} />
        </>
      }
      banner={banner}
      waiting={isPending}
    />
  );
}
