import type { Profile } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { stopImpersonation } from '@/lib/auth';
import { loadPage } from '@/lib/load-page';
import { fullNameOf, useProfile } from '@/lib/profile';
import { useSnackbar } from '@/lib/toast';

/** Two lines on a phone, one above; the spacer keeps the end of every page clear of the banner. */
const bannerHeight = { xs: 96, sm: 56 };

/** While staff use someone else's account, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const { data: profile } = useProfile();
  // Everyone else's pages (a first render on a phone) make none of the banner's hooks.
  return profile?.impersonator ? <ShownBanner profile={profile} /> : null;
}

function ShownBanner({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const back = useMutation({
    mutationFn: () => stopImpersonation(profile.id),
    // A fresh page: nothing of the other user's screens survives into the staff area.
    onSuccess: (path) => loadPage(path),
    onError: () =>
      enqueueSnackbar('Não foi possível voltar para a sua conta. Entre novamente.', { variant: 'error' }),
  });

  const who = `${fullNameOf(profile)} (${profile.email ?? profile.username})`;

  return (
    <>
      <Box aria-hidden="true" sx={{ height: bannerHeight }} />
      <Box
        component="aside"
        aria-label="Acesso como outro usuário"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.modal - 1,
          minHeight: bannerHeight,
          px: 2,
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 1, sm: 2 },
          bgcolor: '#7a2e00',
          color: '#fff',
          boxShadow: 6,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
          Você está acessando como {who}
        </Typography>
        <Button
          variant="contained"
          size="small"
          color="inherit"
          disabled={back.isPending}
          onClick={() => back.mutate()}
          sx={{ color: '#7a2e00', bgcolor: '#fff', '&:hover': { bgcolor: '#ffe0cc' } }}
        >
          Voltar para minha conta
        </Button>
      </Box>
    </>
  );
}
