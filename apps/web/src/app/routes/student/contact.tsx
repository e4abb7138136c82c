import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

export function StudentContactPage() {
  return (
    <>
      <title>Fale com a gente | Aula</title>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.5rem' } }}
      >
        Fale com a gente
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, fontSize: '1.2rem', maxWidth: 640 }}>
        Gostou de alguma coisa? Algo deu errado? Conte para nós!
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, maxWidth: 720 }}>
        <FeedbackForm audience="student" />
      </Paper>
    </>
  );
}

export { StudentContactPage as Component };
