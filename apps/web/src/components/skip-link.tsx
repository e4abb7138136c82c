import { styled } from '@mui/material/styles';

/** First focusable element of every page; jumps over the header to the `#conteudo` landmark. */
const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export function SkipLink() {
  return <Link href="#conteudo">Pular para o conteúdo</Link>;
}
