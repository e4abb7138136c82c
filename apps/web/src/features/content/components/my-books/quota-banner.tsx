import type { CustomPlanQuota } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural, pluralForm } from '@/lib/plural';
import { UpgradeButton } from '../ui/upgrade-button';

const books = (n: number) => plural(n, 'livro próprio', 'livros próprios');

/** How many own books the plan allows, shown before the limit is reached. */
export function QuotaBanner({ quota }: { quota: CustomPlanQuota }) {
  const used = Math.min(quota.count, quota.max_custom_lessons);
  const percent = quota.max_custom_lessons > 0 ? (used / quota.max_custom_lessons) * 100 : 100;
  if (quota.remaining === 0) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3, alignItems: 'center' }}
        action={<UpgradeButton label="Ver planos" size="small" variant="outlined" color="inherit" />}
      >
        Você já usa {books(quota.count)}, o limite do seu plano. Para criar ou copiar outro, exclua um livro
        ou assine um plano com mais livros.
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 3, maxWidth: 520 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Você usa {quota.count} de {books(quota.max_custom_lessons)} do seu plano
        {` — ${pluralForm(quota.remaining, 'resta', 'restam')} ${quota.remaining}.`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Livros próprios usados: ${quota.count} de ${quota.max_custom_lessons}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
