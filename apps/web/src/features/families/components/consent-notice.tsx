import { spaRoutes, type ConsentNotice } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const classesText = (classes: ConsentNotice['classes']) =>
  classes.map((c) => `${c.name} (professor(a) ${c.teacher})`).join(', ');

/** What the family must know before deciding, as the server words it: one heading and list per topic. */
export function ConsentNoticeText({ notice }: { notice: ConsentNotice }) {
  return (
    <Box component="section" aria-label="O que você precisa saber">
      {notice.sections.map((section) => (
        <Box key={section.title} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {section.title}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
            {section.items.map((item) => (
              <Typography component="li" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        Versão {notice.policy_version} da{' '}
        <Link component={RouterLink} to={spaRoutes.privacyPolicy}>
          Política de Privacidade
        </Link>
        . Veja também{' '}
        <Link component={RouterLink} to={spaRoutes.childrenData}>
          Dados de crianças e adolescentes
        </Link>
        .
      </Typography>
    </Box>
  );
}
