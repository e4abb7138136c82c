import Paper from '@mui/material/Paper';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { PageHeader } from '@/components/page-header';

export function StudentContactPage() {
  return (
    <>
      <PageHeader
        title="Fale com a gente"
        subtitle="Gostou de alguma coisa? Algo deu errado? Conte para nós!"
      />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, maxWidth: 720 }}>
        <FeedbackForm audience="student" />
      </Paper>
    </>
  );
}

export { StudentContactPage as Component };
