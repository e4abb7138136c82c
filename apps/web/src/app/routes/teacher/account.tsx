import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { MyDataSection } from '@/features/account/components/my-data-section';
import { ProfileForm } from '@/features/account/components/profile-form';
import { AccountSubscriptionSection } from '@/features/payments/components/account-subscription-section';
import { WithProfile } from '../account-loader';

export function TeacherAccountPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>Minha conta | Aula</title>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Minha conta
      </Typography>
      <WithProfile>
        {(profile) => (
          <>
            <SectionCard id="dados-pessoais" title="Dados pessoais">
              <ProfileForm key={profile.id} profile={profile} />
            </SectionCard>
            <AccountSubscriptionSection />
            <SectionCard
              id="alterar-senha"
              title="Alterar senha"
              description="Ao trocar a senha, você continua conectado aqui e sai dos outros aparelhos."
            >
              <ChangePasswordForm
                personal={[profile.first_name, profile.last_name, profile.email ?? '', profile.username]}
              />
            </SectionCard>
            {!profile.impersonator && <MyDataSection />}
            {!profile.impersonator && <DeleteAccountSection />}
          </>
        )}
      </WithProfile>
    </Stack>
  );
}

export { TeacherAccountPage as Component };
