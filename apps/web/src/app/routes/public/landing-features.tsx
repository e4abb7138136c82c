import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const features = [
  {
    icon: MenuBookOutlined,
    title: 'Planos de aula alinhados à BNCC',
    text: 'Livros com aulas prontas para a Educação Infantil, o Ensino Fundamental e o Ensino Médio, com objetivos, materiais e os códigos das habilidades da BNCC.',
  },
  {
    icon: GroupsOutlined,
    title: 'Turmas organizadas',
    text: 'Crie turmas, vincule as aulas que vai trabalhar, registre suas anotações e acompanhe os alunos de cada turma.',
  },
  {
    icon: KeyOutlined,
    title: 'Alunos entram com código',
    text: 'Cada turma tem um código. Quem estuda digita o código, cria o próprio acesso e já encontra as aulas. Não é preciso ter e-mail.',
  },
  {
    icon: WorkspacePremiumOutlined,
    title: 'Assinatura simples',
    text: 'Comece grátis. Assine um plano mensal ou anual quando precisar de mais alunos e recursos, e cancele online quando quiser.',
  },
];

export function LandingFeatures() {
  return (
    <Container
      component="section"
      aria-labelledby="titulo-recursos"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      <Typography
        id="titulo-recursos"
        variant="h4"
        component="h2"
        sx={{ fontWeight: 800, maxWidth: 720, fontSize: { xs: 26, md: 34 } }}
      >
        Tudo o que você precisa para planejar e conduzir suas aulas
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 5,
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#e8eeff',
                color: 'primary.main',
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography variant="h6" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography>
          </li>
        ))}
      </Box>
    </Container>
  );
}
