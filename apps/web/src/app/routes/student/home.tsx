import { spaRoutes } from '@aula/contracts';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RevealWhenSettled } from '@/components/reveal-when-settled';
import { useMyClassrooms } from '@/lib/student-classrooms';
import { JoinByCodeForm } from '@/features/join/components/join-by-code-form';
import { ClassMural } from '@/features/assignments/components/student-area/class-mural';
import { MyAssignments } from '@/features/assignments/components/student-area/my-assignments';
import { MyAttendanceSlot } from '@/features/diary/components/my-attendance-slot';
import { MyClassrooms } from '@/features/classrooms/components/student-area/my-classrooms';
import { HomeSkeleton, OfferGrid, WelcomeHeading, type Offer } from '../welcome';

const offers: Offer[] = [
  {
    title: 'Minha conta',
    description: 'Veja seu nome e troque sua senha.',
    icon: <AccountCircleOutlined fontSize="large" />,
    to: spaRoutes.studentAccount,
    action: 'Abrir minha conta',
  },
];

export function StudentHomePage() {
  const classrooms = useMyClassrooms();
  // With no class yet, "Minhas turmas" already shows the code form; a second one would repeat it.
  const showJoinAnother = classrooms.isError || (classrooms.data?.results.length ?? 0) > 0;
  return (
    <>
      <WelcomeHeading title="Início">
        Que bom ver você! Aqui ficam suas atividades, suas turmas e suas aulas.
      </WelcomeHeading>
      <RevealWhenSettled fallback={<HomeSkeleton />}>
        <Box component="section" aria-labelledby="para-fazer-titulo" sx={{ mb: 5 }}>
          <Typography id="para-fazer-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Para fazer
          </Typography>
          <MyAssignments status="todo" />
        </Box>
        <ClassMural />
        <Box component="section" aria-labelledby="entregues-titulo" sx={{ mb: 5 }}>
          <Typography id="entregues-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Entregues
          </Typography>
          <MyAssignments status="done" />
        </Box>
        <Box component="section" aria-labelledby="minhas-turmas-titulo" sx={{ mb: 5 }}>
          <Typography id="minhas-turmas-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Minhas turmas
          </Typography>
          <MyClassrooms joinForm={<JoinByCodeForm />} />
        </Box>
        {showJoinAnother && (
          <Box component="section" aria-labelledby="outra-turma-titulo" sx={{ mb: 5, maxWidth: 420 }}>
            <Typography id="outra-turma-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Entrar em outra turma
            </Typography>
            <JoinByCodeForm />
          </Box>
        )}
        <MyAttendanceSlot />
        <OfferGrid offers={offers} large />
      </RevealWhenSettled>
    </>
  );
}

export { StudentHomePage as Component };
