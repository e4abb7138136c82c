import { DashboardShell } from './dashboard-shell';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const teacherNavItems: NavItem[] = [];

export function TeacherDashboardLayout() {
  return <DashboardShell areaLabel="Área do professor" homePath="/" navItems={teacherNavItems} />;
}

export { TeacherDashboardLayout as Component };
