import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { MyDataSection } from '@/features/account/components/my-data-section';
import { ProfileForm } from '@/features/account/components/profile-form';
import { WithProfile } from '../account-loader';

export function StudentAccountPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <title>Minha conta | Aula</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Minha conta
      </Typography>
      <WithProfile>
        {(profile) => (
          <>
            <SectionCard
              id="meus-dados"
              title="Meus dados"
              description={
                <>
                  Seu usuário para entrar é <strong>{profile.username}</strong>.
                </>
              }
            >
              <ProfileForm key={profile.id} profile={profile} size="large" />
            </SectionCard>
            <SectionCard
              id="trocar-senha"
              title="Trocar senha"
              description="Escolha uma senha que só você sabe."
            >
              <ChangePasswordForm
                size="large"
                personal={[profile.first_name, profile.last_name, profile.username]}
              />
            </SectionCard>
            {!profile.impersonator && <MyDataSection />}
          </>
        )}
      </WithProfile>
    </Stack>
  );
}

export { StudentAccountPage as Component };
