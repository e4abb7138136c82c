import { CONSENT_LINK_DAYS, PRIVACY_CONTACT_EMAIL, type ConsentNotice } from '@aula/contracts';
import type { MailMessage } from '../../lib/mailer';

interface Wording {
  guardianName: string;
  childName: string;
  className: string | null;
  teacherName: string;
  url: string;
}

/** What the guardian reads on WhatsApp, on paper or in the e-mail: short, plain, the link at the end. */
export function consentRequestMessage(w: Wording): string {
  const where = w.className ? ` na turma ${w.className}` : '';
  return [
    `Olá, ${w.guardianName}! Aqui é ${w.teacherName}, professor(a) de ${w.childName}${where}.`,
    'Na escola usamos o Aula para as atividades: lá ficam as respostas, as fotos do caderno e as notas.',
    `Para isso precisamos da sua autorização. Leia e responda por este link (vale ${CONSENT_LINK_DAYS} dias):`,
    w.url,
  ].join('\n');
}

export function consentRequestEmail(to: string, w: Wording): MailMessage {
  return {
    to,
    subject: `Autorização para ${w.childName} usar o Aula`,
    text: [
      consentRequestMessage(w),
      '',
      'Se você não é responsável por esta criança, ignore esta mensagem.',
    ].join('\n'),
  };
}

/**
 * What a guardian must know to decide (LGPD art. 14, §§ 1 and 6): what is kept and why, who sees it,
 * for how long, and the rights, in words a parent with little schooling understands.
 */
export function consentSections(childName: string, teacherNames: string[]): ConsentNotice['sections'] {
  const teachers = teacherNames.length > 0 ? teacherNames.join(', ') : 'o professor da turma';
  return [
    {
      title: 'O que guardamos',
      items: [
        `O nome de ${childName} e o nome de usuário para entrar.`,
        'As respostas das atividades e as fotos ou arquivos que ela enviar (por exemplo, a foto do caderno).',
        'As notas, os comentários do professor e as faltas.',
        'Não pedimos e-mail, data de nascimento, CPF, endereço nem foto do rosto da criança.',
      ],
    },
    {
      title: 'Para que',
      items: [
        'Só para as aulas: o professor passa atividades, corrige e acompanha o aprendizado.',
        'Não há propaganda e nada da área do aluno é usado para estatísticas de visitas.',
      ],
    },
    {
      title: 'Quem vê',
      items: [
        `${childName}, o(s) professor(es) dela (${teachers}) e a família, pelo link que o professor envia.`,
        'Os colegas de turma não veem as respostas, as fotos nem as notas dela.',
      ],
    },
    {
      title: 'Por quanto tempo',
      items: [
        'Enquanto ela estiver na turma. Quando a conta é apagada, tudo é apagado.',
        'Se você retirar a autorização, as fotos e arquivos dela são apagados na hora.',
      ],
    },
    {
      title: 'Seus direitos',
      items: [
        'Você pode retirar a autorização quando quiser, por este mesmo link.',
        `Pode pedir para ver, corrigir ou apagar os dados escrevendo para ${PRIVACY_CONTACT_EMAIL}.`,
        'Sem autorização, ela continua fazendo as atividades escritas, mas não envia fotos nem arquivos.',
      ],
    },
  ];
}

/** The teacher hears at once when a family withdraws consent: the files are gone. */
export const revokedTitle = (childName: string) =>
  `A família de ${childName} retirou a autorização: as fotos e arquivos dela foram apagados`;
