import { isOngoing, routePath, spaRoutes, type AdminUserDetail } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { startImpersonation } from '@/lib/auth';
import { useProfile } from '@/lib/profile';
import { LoadingState } from '@/components/states';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAdminUser, useUpdateUser } from '../api/users';
import { formatDate, formatDateTime } from '@/lib/format';
import { accessGroupLabels, rolesOf, subscriptionStatusLabels } from '../lib/labels';
import { GrantDialog } from './grant-dialog';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { LabelledStatusChip } from './labelled-status-chip';
import { TextLink } from '@/components/admin-kit/router-links';

type RoleKey = 'is_teacher' | 'is_staff' | 'is_superuser' | 'is_active';
const roleSwitches: [RoleKey, string][] = [
  ['is_teacher', 'Professor(a)'],
  ['is_staff', 'Equipe (acessa a administração)'],
  ['is_superuser', 'Superusuário (dinheiro e papéis)'],
  ['is_active', 'Conta ativa (desativar encerra as sessões)'],
];

/** /admin-dashboard/users/:userId — profile, limits in force, subscription; roles (superusers); "Acessar como". */
export function UserPage() {
  const { userId } = useParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // While switching accounts the admin data must not be fetched again with the other user's token.
  const [leaving, setLeaving] = useState(false);
  const [impersonateError, setImpersonateError] = useState<string | null>(null);
  const user = useAdminUser(Number(userId), { enabled: !leaving });
  const impersonate = async (login: string) => {
    setImpersonateError(null);
    setLeaving(true);
    try {
      navigate(await startImpersonation(queryClient, login));
    } catch (error) {
      setLeaving(false);
      setImpersonateError(errorMessage(error, 'Não foi possível acessar como este usuário.'));
    }
  };
  if (leaving) return <LoadingState label="Abrindo a conta…" />;
  return (
    <>
      <QueryState
        query={user}
        fallback="Não foi possível carregar o usuário."
        back={{ to: spaRoutes.adminUsers, label: 'Usuários' }}
        errorTitle="Usuário"
      >
        {(u) => <UserDetail user={u} onImpersonate={impersonate} impersonateError={impersonateError} />}
      </QueryState>
    </>
  );
}

function UserDetail({
  user,
  onImpersonate,
  impersonateError,
}: {
  user: AdminUserDetail;
  onImpersonate: (login: string) => Promise<void>;
  impersonateError: string | null;
}) {
  const me = useProfile().data;
  const { enqueueSnackbar } = useSnackbar();
  const [pendingChange, setPendingChange] = useState<{ key: RoleKey; value: boolean } | null>(null);
  const [granting, setGranting] = useState(false);
  const [confirmingImpersonation, setConfirmingImpersonation] = useState(false);
  const patch = useUpdateUser(user.id);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const config = user.user_access_config;

  const confirmChange = () => {
    if (!pendingChange) return;
    patch.mutate(
      { [pendingChange.key]: pendingChange.value },
      {
        onSuccess: () => {
          setPendingChange(null);
          enqueueSnackbar('Alteração salva.', { variant: 'success' });
        },
      },
    );
  };

  return (
    <>
      <AdminPageHeader
        title={name}
        subtitle={`${user.email ?? user.username} · ${rolesOf(user).join(', ') || 'sem papel'}`}
        back={{ to: spaRoutes.adminUsers, label: 'Usuários' }}
        actions={
          <>
            {/* The latest subscription may have ended (expired, failed): a new one can then be given. */}
            {user.is_teacher && !(user.subscription && isOngoing(user.subscription.status)) && (
              <Button variant="outlined" onClick={() => setGranting(true)}>
                Conceder assinatura
              </Button>
            )}
            {user.id !== me?.id && user.is_active && (
              <Button variant="contained" onClick={() => setConfirmingImpersonation(true)}>
                Acessar como
              </Button>
            )}
          </>
        }
      />
      {impersonateError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {impersonateError}
        </Alert>
      )}
      <DetailSection title="Perfil">
        <DetailList
          items={[
            ['Usuário', user.username],
            ['E-mail', user.email ?? '—'],
            ['Nascimento', user.birth_date ? formatDate(`${user.birth_date}T12:00:00Z`) : '—'],
            ['Cadastro', formatDate(user.date_joined)],
            ['Último acesso', formatDateTime(user.last_login)],
            ['Turmas', String(user.classrooms_count)],
            ['Alunos', String(user.students_count)],
            [
              'Pagamentos',
              <TextLink key="o" to={`${spaRoutes.adminOrders}?user=${user.id}`}>
                Ver pedidos
              </TextLink>,
            ],
            ...(me?.is_superuser
              ? ([
                  [
                    'Auditoria',
                    <TextLink key="a" to={`${spaRoutes.adminAuditLog}?target_type=user&target_id=${user.id}`}>
                      Ver alterações nesta conta
                    </TextLink>,
                  ],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="Limites em vigor">
        <DetailList
          items={[
            [
              'Configuração',
              config.default_free_users
                ? 'Gratuita (padrão)'
                : (accessGroupLabels[config.group] ?? config.group),
            ],
            ['Alunos', String(config.max_students)],
            ['Livros próprios', String(config.max_custom_lessons)],
            ['Contas de professor', String(config.teachers_accounts)],
            ['Anúncios', config.ads ? 'Sim' : 'Não'],
          ]}
        />
      </DetailSection>
      <DetailSection title="Assinatura">
        {user.subscription ? (
          <DetailList
            items={[
              ['Plano', user.subscription.plan_name],
              [
                'Situação',
                <LabelledStatusChip
                  key="s"
                  value={user.subscription.status}
                  labels={subscriptionStatusLabels}
                />,
              ],
              ['Fim do período', formatDate(user.subscription.current_period_end)],
              ['Origem', user.subscription.granted ? 'Concedida pela equipe' : 'Paga'],
              [
                'Detalhes',
                <TextLink
                  key="l"
                  to={routePath(spaRoutes.adminSubscription, { subscriptionId: user.subscription.id })}
                >
                  Abrir assinatura #{user.subscription.id}
                </TextLink>,
              ],
            ]}
          />
        ) : (
          'Sem assinatura: usa o plano gratuito.'
        )}
      </DetailSection>
      <DetailSection title="Papéis e acesso">
        {!me?.is_superuser && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Só superusuários alteram papéis e desativam contas.
          </Alert>
        )}
        <FormGroup>
          {roleSwitches.map(([key, label]) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  checked={user[key]}
                  disabled={
                    !me?.is_superuser ||
                    (user.id === me.id && (key === 'is_superuser' || key === 'is_active'))
                  }
                  onChange={(event) => {
                    patch.reset();
                    setPendingChange({ key, value: event.target.checked });
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      </DetailSection>
      <ConfirmDialog
        open={pendingChange !== null}
        title={`Alterar o acesso de ${name}?`}
        confirmLabel="Confirmar"
        destructive={pendingChange?.value === false}
        pending={patch.isPending}
        error={patch.isError ? errorMessage(patch.error, 'Não foi possível salvar.') : null}
        onConfirm={confirmChange}
        onClose={() => setPendingChange(null)}
      >
        {pendingChange &&
          `${pendingChange.value ? 'Ativar' : 'Remover'} "${roleSwitches.find(([k]) => k === pendingChange.key)?.[1]}" para ${name}?`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingImpersonation}
        title="Acessar como este usuário?"
        confirmLabel="Acessar como"
        onConfirm={() => {
          setConfirmingImpersonation(false);
          void onImpersonate(user.email ?? user.username);
        }}
        onClose={() => setConfirmingImpersonation(false)}
      >
        {`Você vai usar a conta de ${name} por até 1 hora. Tudo o que fizer fica registrado em seu nome. Para sair, use "Voltar para minha conta".`}
      </ConfirmDialog>
      <GrantDialog open={granting} userId={user.id} userName={name} onClose={() => setGranting(false)} />
    </>
  );
}
