import { spaRoutes } from '@aula/contracts';
import type { MailMessage } from '../../lib/mailer';

export function welcomeEmail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Boas-vindas à Aula!',
    text: [
      `Olá, ${firstName}!`,
      '',
      'Sua conta de professor na Aula foi criada. Agora você pode explorar os planos de aula alinhados à BNCC,',
      'criar suas turmas e convidar seus alunos com o código da turma.',
      '',
      `Acesse: ${publicUrl}${spaRoutes.login}`,
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Redefinição de senha da Aula',
    text: [
      `Olá, ${firstName || 'professor(a)'}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta na Aula. Para criar uma nova senha, acesse:',
      '',
      link,
      '',
      'O link vale por 24 horas e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail:',
      'sua senha continua a mesma.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}

export function emailChangedEmail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'O e-mail da sua conta na Aula foi alterado',
    text: [
      `Olá, ${firstName || 'professor(a)'}!`,
      '',
      `O e-mail da sua conta na Aula foi trocado para ${newEmail}. A partir de agora, use o novo endereço para entrar.`,
      '',
      'Se não foi você, responda a este e-mail ou fale com a nossa equipe imediatamente.',
      '',
      'Equipe Aula',
    ].join('\n'),
  };
}
