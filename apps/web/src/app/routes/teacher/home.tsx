import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CatalogueHighlights } from '@/features/content/components/catalogue/catalogue-highlights';
import { FirstSteps } from '@/features/classrooms/components/statistics/first-steps';
import { ToReviewCard } from '@/features/assignments/components/correction/to-review-card';
import { TeacherStatisticsSection } from '@/features/classrooms/components/statistics/teacher-statistics-section';
import { TodayRollCallsSlot } from '@/features/diary/components/today-roll-calls-slot';
import { RevealWhenSettled } from '@/components/reveal-when-settled';
import { useUserAccess } from '@/lib/profile';
import { plural } from '@/lib/plural';
import { HomeSkeleton, OfferGrid, WelcomeHeading, type Offer } from '../welcome';

const offers: Offer[] = [
  {
    title: 'Livros de planos de aula',
    description: 'Planos de aula alinhados à BNCC, organizados por etapa, ano e componente curricular.',
    icon: <MenuBookOutlined fontSize="large" />,
    to: spaRoutes.teacherBooks,
    action: 'Explorar o catálogo',
  },
  {
    title: 'Turmas',
    description: 'Crie suas turmas, compartilhe o código com os alunos e vincule aulas com suas anotações.',
    icon: <Groups2Outlined fontSize="large" />,
    to: spaRoutes.teacherClassrooms,
    action: 'Ver minhas turmas',
  },
  {
    title: 'Alunos',
    description: 'Crie contas para alunos que não têm e-mail e gere um acesso fácil para o primeiro login.',
    icon: <SchoolOutlined fontSize="large" />,
    to: spaRoutes.teacherStudents,
    action: 'Cadastrar alunos',
  },
  {
    title: 'Minha conta',
    description: 'Atualize seus dados, troque sua senha ou exclua sua conta.',
    icon: <AccountCircleOutlined fontSize="large" />,
    to: spaRoutes.teacherAccount,
    action: 'Ver minha conta',
  },
];

export function TeacherHomePage() {
  const { config } = useUserAccess();
  return (
    <>
      <WelcomeHeading title="Início">
        Aqui você encontra planos de aula prontos para usar, organiza suas turmas e acompanha seus alunos.
      </WelcomeHeading>
      <RevealWhenSettled fallback={<HomeSkeleton />}>
        <FirstSteps />
        <ToReviewCard />
        <TodayRollCallsSlot />
        <Box sx={{ mb: 4 }}>
          <TeacherStatisticsSection />
        </Box>
        <CatalogueHighlights />
        <OfferGrid offers={offers} />
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          Seu plano atual permite até {plural(config.max_students, 'aluno', 'alunos')} e{' '}
          {plural(config.max_custom_lessons, 'livro próprio', 'livros próprios')}.
        </Typography>
      </RevealWhenSettled>
    </>
  );
}

export { TeacherHomePage as Component };
