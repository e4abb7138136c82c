import { SectionCard } from '@/components/section-card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { MyDataSection } from '@/features/account/components/my-data-section';
import { ProfileForm } from '@/features/account/components/profile-form';
import { AccountSubscriptionSection } from '@/features/payments/components/account-subscription-section';
import { DigestSetting } from '@/features/notifications/components/digest-setting';
import { AccountPage } from '../account-loader';

export function TeacherAccountPage() {
  return (
    <AccountPage maxWidth={720}>
      {(profile) => (
        <>
          <SectionCard id="dados-pessoais" title="Dados pessoais">
            <ProfileForm key={profile.id} profile={profile} />
          </SectionCard>
          <AccountSubscriptionSection />
          <DigestSetting />
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
    </AccountPage>
  );
}

export { TeacherAccountPage as Component };
