import { PRIVACY_CONTACT_EMAIL, legalDocuments, spaRoutes } from '@aula/contracts';
import Link from '@mui/material/Link';
import { AppLink, Items, LegalPage, LegalSection, P } from './legal-page';

const mail = <Link href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Link>;

/**
 * `spaRoutes.childrenData`: what the Aula keeps about children and adolescents, in plain words, for
 * families; part of the Privacy Policy (its version), linked from it, the footer and the consent page.
 */
export function ChildrenDataPage() {
  return (
    <LegalPage title="Dados de crianças e adolescentes" {...legalDocuments.privacy}>
      <P>
        Muitos alunos da Aula são crianças e adolescentes. Aqui explicamos, em palavras simples, o que
        guardamos sobre eles, para quê, quem vê e por quanto tempo.
      </P>
      <LegalSection title="O que guardamos">
        <Items>
          <li>o nome e o sobrenome, e o nome de usuário para entrar;</li>
          <li>as respostas das tarefas e as fotos dos trabalhos e cadernos;</li>
          <li>as notas e os comentários do professor;</li>
          <li>a frequência (presenças e faltas).</li>
        </Items>
        <P>
          <strong>Não pedimos</strong> data de nascimento, CPF nem foto do rosto da criança.
        </P>
      </LegalSection>
      <LegalSection title="Para quê">
        <P>Só para as atividades da escola: o professor passa tarefas, corrige e acompanha a turma.</P>
      </LegalSection>
      <LegalSection title="Quem vê">
        <Items>
          <li>o professor da turma;</li>
          <li>a própria criança;</li>
          <li>a família, pelo link que o professor envia.</li>
        </Items>
        <P>
          Mais ninguém. Na área do aluno não há propaganda nem ferramentas de análise de visitas (analytics).
        </P>
      </LegalSection>
      <LegalSection title="Por quanto tempo">
        <Items>
          <li>enquanto a turma existir;</li>
          <li>quando a conta é apagada, os dados são apagados junto;</li>
          <li>se a família retira a autorização, as fotos e os arquivos da criança são apagados.</li>
        </Items>
      </LegalSection>
      <LegalSection title="Com que base na lei">
        <P>
          A Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018), art. 14: os dados de crianças menores
          de 12 anos só são tratados com a autorização específica de pelo menos um dos pais ou responsável, e
          sempre no melhor interesse da criança. Seguimos também o ECA Digital (Lei nº 15.211/2025), que
          protege crianças e adolescentes nos serviços digitais.
        </P>
      </LegalSection>
      <LegalSection title="Seus direitos">
        <P>
          Pais e responsáveis podem pedir para ver, corrigir ou apagar os dados da criança, e podem retirar a
          autorização a qualquer momento, pelo mesmo link em que autorizaram. Para qualquer pedido, escreva
          para {mail}. Leia também a <AppLink to={spaRoutes.privacyPolicy}>Política de Privacidade</AppLink>.
        </P>
      </LegalSection>
    </LegalPage>
  );
}

export { ChildrenDataPage as Component };
