import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

export function TeacherContactPage() {
  return (
    <>
      <title>Fale conosco | Aula</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Fale conosco
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3, maxWidth: 640 }}>
        Dúvidas, sugestões ou algo que não funcionou? Escreva para a equipe da Aula. Lemos todas as mensagens.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, maxWidth: 720 }}>
        <FeedbackForm audience="teacher" />
      </Paper>
    </>
  );
}

export { TeacherContactPage as Component };
