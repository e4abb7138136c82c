import { DashboardShell } from './dashboard-shell';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const adminNavItems: NavItem[] = [];

export function AdminDashboardLayout() {
  return <DashboardShell areaLabel="Administração" homePath="/" navItems={adminNavItems} />;
}

export { AdminDashboardLayout as Component };
