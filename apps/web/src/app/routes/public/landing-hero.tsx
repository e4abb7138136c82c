import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { JoinByCodeForm } from '@/features/classrooms/components/join-by-code-form';

export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="titulo-principal"
      sx={{ bgcolor: '#194fff', color: '#fff', py: { xs: 6, md: 10 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography
            id="titulo-principal"
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 32, md: 48 } }}
          >
            Planos de aula alinhados à BNCC, prontos para a sua turma
          </Typography>
          <Typography sx={{ mt: 3, fontSize: { xs: 17, md: 20 }, maxWidth: 620 }}>
            O Aula reúne livros de planos de aula organizados por etapa, ano e componente curricular, com as
            habilidades da BNCC em cada aula. Crie suas turmas, convide os alunos com um código e acompanhe
            tudo em um só lugar.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={Link}
              to="/signup/teacher"
              size="large"
              variant="contained"
              sx={{ bgcolor: '#fff', color: '#194fff', '&:hover': { bgcolor: '#e8eeff' } }}
            >
              Criar conta de professor
            </Button>
            <Button
              component={Link}
              to="/login"
              size="large"
              variant="outlined"
              sx={{
                color: '#fff',
                borderColor: '#fff',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' },
              }}
            >
              Entrar
            </Button>
          </Stack>
        </div>
        <Paper
          component="section"
          aria-labelledby="titulo-codigo"
          elevation={8}
          sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}
        >
          <Typography id="titulo-codigo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Tenho um código de turma
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
            É aluno? Digite o código que seu professor passou para entrar na turma.
          </Typography>
          <JoinByCodeForm />
        </Paper>
      </Container>
    </Box>
  );
}
