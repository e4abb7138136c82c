import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { TeacherAreaNotices } from '@/features/payments/components/teacher-area-notices';
import { AreaLayout } from './area-layout';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const teacherNavItems: NavItem[] = [
  { label: 'Início', to: spaRoutes.teacherHome, icon: <HomeOutlined />, end: true },
  { label: 'Livros', to: spaRoutes.teacherBooks, icon: <MenuBookOutlined /> },
  { label: 'Meus livros', to: spaRoutes.teacherMyBooks, icon: <LibraryBooksOutlined /> },
  { label: 'Favoritos', to: spaRoutes.teacherFavorites, icon: <FavoriteBorder /> },
  { label: 'Turmas', to: spaRoutes.teacherClassrooms, icon: <Groups2Outlined /> },
  { label: 'BNCC', to: spaRoutes.teacherBncc, icon: <SchoolOutlined /> },
  { label: 'Banco de questões', to: spaRoutes.teacherQuestions, icon: <QuizOutlined /> },
  { label: 'Alunos', to: spaRoutes.teacherStudents, icon: <PeopleOutline /> },
  { label: 'Minha conta', to: spaRoutes.teacherAccount, icon: <AccountCircleOutlined /> },
  { label: 'Documentos', to: spaRoutes.teacherDocuments, icon: <FolderOpenOutlined /> },
  { label: 'Perguntas frequentes', to: spaRoutes.teacherFaq, icon: <HelpOutline /> },
  { label: 'Fale conosco', to: spaRoutes.teacherContact, icon: <ChatBubbleOutline /> },
];

export function TeacherDashboardLayout() {
  return (
    <AreaLayout
      area="teacher"
      navItems={teacherNavItems}
      accountPath={spaRoutes.teacherAccount}
      banner={<TeacherAreaNotices />}
    />
  );
}

export { TeacherDashboardLayout as Component };
