import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { AreaLayout } from './area-layout';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const studentNavItems: NavItem[] = [
  { label: 'Início', to: spaRoutes.studentHome, icon: <HomeOutlined />, end: true },
  { label: 'Minha conta', to: spaRoutes.studentAccount, icon: <AccountCircleOutlined /> },
  { label: 'Fale com a gente', to: spaRoutes.studentContact, icon: <ChatBubbleOutline /> },
];

export function StudentDashboardLayout() {
  return <AreaLayout area="student" navItems={studentNavItems} accountPath={spaRoutes.studentAccount} />;
}

export { StudentDashboardLayout as Component };
