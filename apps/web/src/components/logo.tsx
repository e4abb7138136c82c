import Box from '@mui/material/Box';

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** "light" for use on the primary-blue background. */
  tone?: 'dark' | 'light';
}

export function Logo({ size = 32, tone = 'dark' }: LogoProps) {
  const ink = tone === 'light' ? '#fff' : '#194fff';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: `${Math.round(size / 4)}px` }}
    >
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={tone === 'light' ? '#fff' : '#194fff'} />
        <path
          d="M20 48 32 16l12 32m-19-10h14"
          fill="none"
          stroke={tone === 'light' ? '#194fff' : '#fff'}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="48" cy="16" r="5" fill="#00c6e0" />
      </svg>
      <Box
        component="span"
        sx={{ color: ink, fontWeight: 800, fontSize: size * 0.75, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        Aula
      </Box>
    </Box>
  );
}

/** For the link around the logo: no underline, focus ring follows the logo's shape. */
export const logoLinkStyle = { display: 'inline-flex', textDecoration: 'none', borderRadius: 8 } as const;
