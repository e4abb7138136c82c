import type { ChipProps } from '@mui/material/Chip';

type Color = ChipProps['color'];

export const subscriptionStatusLabels: Record<string, [string, Color]> = {
  pending: ['Pendente', 'default'],
  active: ['Ativa', 'success'],
  past_due: ['Pagamento atrasado', 'warning'],
  canceled: ['Cancelada (até o fim do período)', 'info'],
  expired: ['Encerrada', 'default'],
  failed: ['Falhou', 'error'],
};

export const orderStatusLabels: Record<string, [string, Color]> = {
  pending: ['Pendente', 'default'],
  paid: ['Paga', 'success'],
  failed: ['Falhou', 'error'],
  refunded: ['Reembolsada', 'info'],
  canceled: ['Cancelada', 'default'],
};

export const orderKindLabels: Record<string, string> = {
  subscription: 'Primeira cobrança',
  renewal: 'Renovação',
  plan_change: 'Troca de plano',
  product: 'Produto',
};

export const contactStatusLabels: Record<string, [string, Color]> = {
  open: ['Aberta', 'warning'],
  answered: ['Respondida', 'success'],
};

export const webhookStatusLabels: Record<string, [string, Color]> = {
  received: ['Recebido', 'default'],
  processing: ['Processando', 'info'],
  processed: ['Processado', 'success'],
  failed: ['Falhou', 'error'],
  rejected: ['Rejeitado', 'warning'],
};

export const roleLabels = {
  teacher: 'Professor(a)',
  student: 'Aluno(a)',
  staff: 'Equipe',
  superuser: 'Superusuário',
};

export const intervalLabels = { month: 'Mensal', year: 'Anual' } as const;

export function rolesOf(u: {
  is_teacher: boolean;
  is_student: boolean;
  is_staff: boolean;
  is_superuser: boolean;
}) {
  const roles: string[] = [];
  if (u.is_superuser) roles.push(roleLabels.superuser);
  else if (u.is_staff) roles.push(roleLabels.staff);
  if (u.is_teacher) roles.push(roleLabels.teacher);
  if (u.is_student) roles.push(roleLabels.student);
  return roles;
}
