import type { Profile } from '@aula/contracts';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useProfile } from '@/lib/profile';
import { ProfileLoadError } from './profile-load-error';

/** A "Minha conta" page: its title and heading, then `children` with the loaded profile. */
export function AccountPage({
  maxWidth,
  children,
}: {
  maxWidth: number;
  children: (profile: Profile) => ReactNode;
}) {
  return (
    <Stack spacing={3} sx={{ maxWidth }}>
      <title>Minha conta | Aula</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Minha conta
      </Typography>
      <WithProfile>{children}</WithProfile>
    </Stack>
  );
}

/** Renders its children with the loaded profile; a skeleton while loading, a retry on failure. */
function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { data: profile, isError, refetch } = useProfile();
  if (profile) return children(profile);
  if (isError) return <ProfileLoadError onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2} role="status" aria-label="Carregando seus dados">
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}
