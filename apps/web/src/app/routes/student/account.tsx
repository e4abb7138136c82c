import { SectionCard } from '@/components/section-card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { MyDataSection } from '@/features/account/components/my-data-section';
import { ProfileForm } from '@/features/account/components/profile-form';
import { AccountPage } from '../account-loader';

export function StudentAccountPage() {
  return (
    <AccountPage maxWidth={640}>
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
          {!profile.impersonator && <MyDataSection audience="student" />}
        </>
      )}
    </AccountPage>
  );
}

export { StudentAccountPage as Component };
