import { spaRoutes } from '@aula/contracts';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CollectionsBookmarkOutlined from '@mui/icons-material/CollectionsBookmarkOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { useProfile } from '@/lib/profile';
import { AreaLayout } from './area-layout';
import type { NavItem } from './nav-item';

/** Entries are added as the screens they point to are built (each one a path from `spaRoutes`). */
export const adminNavItems: NavItem[] = [
  { label: 'Início', to: spaRoutes.adminHome, icon: <HomeOutlined />, end: true },
  { label: 'Livros', to: spaRoutes.adminLessonPlans, icon: <LibraryBooksOutlined /> },
  { label: 'Todas as aulas', to: spaRoutes.adminAllLessons, icon: <MenuBookOutlined /> },
  { label: 'Coleções', to: spaRoutes.adminCollections, icon: <CollectionsBookmarkOutlined /> },
  { label: 'Documentos', to: spaRoutes.adminDocuments, icon: <FolderOpenOutlined /> },
  { label: 'Perguntas frequentes', to: spaRoutes.adminFaq, icon: <HelpOutline /> },
  { label: 'Usuários', to: spaRoutes.adminUsers, icon: <PeopleOutlined /> },
  { label: 'Fale conosco', to: spaRoutes.adminMessages, icon: <MailOutlined /> },
  { label: 'Assinaturas', to: spaRoutes.adminSubscriptions, icon: <AutorenewOutlined /> },
  { label: 'Planos', to: spaRoutes.adminSubscriptionPlans, icon: <CardMembershipOutlined /> },
  { label: 'Cupons', to: spaRoutes.adminCoupons, icon: <LocalOfferOutlined /> },
  { label: 'Pedidos', to: spaRoutes.adminOrders, icon: <ReceiptLongOutlined /> },
  { label: 'Produtos', to: spaRoutes.adminProducts, icon: <Inventory2Outlined /> },
  { label: 'Processadores', to: spaRoutes.adminProcessors, icon: <CreditCardOutlined /> },
  { label: 'Eventos de webhook', to: spaRoutes.adminWebhooks, icon: <WebhookOutlined /> },
  { label: 'Trabalhos', to: spaRoutes.adminJobs, icon: <PendingActionsOutlined /> },
  { label: 'Relatórios', to: spaRoutes.adminReports, icon: <QueryStatsOutlined /> },
  { label: 'Auditoria', to: spaRoutes.adminAuditLog, icon: <HistoryOutlined /> },
];

/** Screens whose API only superusers may read. */
const superuserOnly = new Set<string>([spaRoutes.adminAuditLog]);

export function AdminDashboardLayout() {
  const superuser = useProfile().data?.is_superuser ?? false;
  const items = superuser ? adminNavItems : adminNavItems.filter((item) => !superuserOnly.has(item.to));
  return <AreaLayout area="admin" navItems={items} />;
}

export { AdminDashboardLayout as Component };
