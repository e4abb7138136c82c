import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';

const PALETTES: [string, string][] = [
  ['#194fff', '#00c6e0'],
  ['#6c5ce7', '#a29bfe'],
  ['#16a085', '#2ecc71'],
  ['#e67e22', '#f1c40f'],
  ['#c0392b', '#e056fd'],
];

/** A plan's cover, or a colour block with a book icon when it has none; decorative either way. */
export function PlanCover({
  url,
  seed,
  height = 140,
}: {
  url: string | null;
  seed: number;
  height?: number | Record<string, number>;
}) {
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        loading="lazy"
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
    );
  }
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  return (
    <Box
      aria-hidden="true"
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(255,255,255,0.85)',
        background: `linear-gradient(135deg, ${from}, ${to})`,
        '& svg': { fontSize: 48 },
      }}
    >
      <MenuBookOutlined />
    </Box>
  );
}
