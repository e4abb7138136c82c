import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { JoinByCodeForm } from '@/features/join/components/join-by-code-form';

/**
 * The first screen. In the document (and so on a phone, one column) the class-code box comes right
 * after the title, so a student with a code sees it without scrolling; on a wide screen it sits beside
 * the text, under the illustration.
 */
export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="titulo-principal"
      sx={{ bgcolor: '#194fff', color: '#fff', py: { xs: 4, md: 8 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          columnGap: 8,
          rowGap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          gridTemplateAreas: { md: '"title art" "text code"' },
        }}
      >
        <Typography
          id="titulo-principal"
          variant="h3"
          component="h1"
          sx={{ gridArea: { md: 'title' }, fontWeight: 800, fontSize: { xs: 30, md: 40, lg: 48 } }}
        >
          Planos de aula alinhados à BNCC, prontos para a sua turma
        </Typography>
        <Paper
          component="section"
          aria-labelledby="titulo-codigo"
          elevation={8}
          sx={{ gridArea: { md: 'code' }, alignSelf: 'start', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
        >
          <Typography id="titulo-codigo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Tenho um código de turma
          </Typography>
          <Typography sx={{ mt: 1, mb: { xs: 2, sm: 3 }, color: 'text.secondary' }}>
            Estudante? Digite o código que você recebeu da sua turma para entrar.
          </Typography>
          <JoinByCodeForm />
        </Paper>
        <Box sx={{ gridArea: { md: 'text' } }}>
          <Typography sx={{ fontSize: { xs: 17, md: 20 }, maxWidth: 620 }}>
            A Aula reúne livros de planos de aula organizados por etapa, ano e componente curricular, com as
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
        </Box>
        <Box
          component="img"
          src={`${import.meta.env.BASE_URL}illustrations/sala-de-aula.svg`}
          alt="A Aula no computador, com livros de planos de aula, e no celular, com o código da turma"
          width={480}
          height={320}
          loading="lazy"
          sx={{
            gridArea: { md: 'art' },
            width: '100%',
            maxWidth: { xs: 480, md: 300, lg: 360 },
            height: 'auto',
            justifySelf: 'center',
            alignSelf: 'end',
          }}
        />
      </Container>
    </Box>
  );
}
