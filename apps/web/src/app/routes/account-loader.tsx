import type { Profile } from '@aula/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
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
    <Box sx={{ maxWidth }}>
      <PageHeader title="Minha conta" />
      <Stack spacing={3}>
        <WithProfile>{children}</WithProfile>
      </Stack>
    </Box>
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
