import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const steps = [
  { title: 'Convide os alunos', text: 'Passe o código da turma (acima) ou crie as contas na aba Alunos.' },
  {
    title: 'Passe uma atividade',
    text: 'Na aba Atividades, vincule uma aula e clique em “Passar como atividade”.',
  },
  {
    title: 'Acompanhe',
    text: 'Em Progresso, veja quem abriu e quem entregou, dê notas e devolva; em BNCC, o que a turma já trabalhou.',
  },
];

/** A new classroom's empty state: the three steps of the loop. */
export function GettingStarted() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="primeiros-passos"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 3 }}
    >
      <Typography id="primeiros-passos" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Primeiros passos com esta turma
      </Typography>
      <Typography component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}.</strong> {step.text}
          </li>
        ))}
      </Typography>
    </Paper>
  );
}
