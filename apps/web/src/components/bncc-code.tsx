import { bnccRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '@/lib/api-client';

/** Cached for the session: a skill's text never changes while the app is open. */
const skillTextKey = (code: string) => ['bncc', 'skill-text', code] as const;

/**
 * A BNCC code that shows its skill's text on hover or keyboard focus. With `text` it shows that;
 * without, it asks the API the first time the tooltip opens.
 */
export function BnccCode({ code, text }: { code: string; text?: string | null }) {
  const [open, setOpen] = useState(false);
  const skill = useQuery({
    queryKey: skillTextKey(code),
    queryFn: ({ signal }) => callRoute(bnccRoutes.skill, { params: { code }, signal }),
    enabled: open && text == null,
    staleTime: Infinity,
    retry: false,
  });
  const title =
    text ??
    (skill.data ? skill.data.text : skill.isError ? 'Texto da habilidade indisponível.' : 'Carregando…');
  return (
    <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} arrow>
      <Box
        component="span"
        tabIndex={0}
        aria-label={text ? `${code}: ${text}` : `Habilidade ${code}`}
        sx={{
          fontFamily: 'monospace',
          fontWeight: 700,
          borderBottom: '1px dotted',
          cursor: 'help',
          '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
        }}
      >
        {code}
      </Box>
    </Tooltip>
  );
}
