import { DashboardShell } from './dashboard-shell';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const studentNavItems: NavItem[] = [];

export function StudentDashboardLayout() {
  return <DashboardShell areaLabel="Área do aluno" homePath="/" navItems={studentNavItems} />;
}

export { StudentDashboardLayout as Component };
