import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function LandingCallToAction() {
  return (
    <Box
      component="section"
      aria-labelledby="titulo-comece"
      sx={{ bgcolor: '#f3f6ff', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="titulo-comece"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}
        >
          Menos tempo planejando, mais tempo ensinando
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          Crie sua conta de professor gratuitamente e comece a usar os planos de aula hoje mesmo.
        </Typography>
        <Button component={Link} to="/signup/teacher" variant="contained" size="large" sx={{ mt: 4 }}>
          Criar conta de professor
        </Button>
      </Container>
    </Box>
  );
}
