import { PRIVACY_CONTACT_EMAIL, spaRoutes } from '@aula/contracts';
import Link from '@mui/material/Link';
import { AppLink, Items, LegalSection, P } from './legal-page';

const mail = <Link href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Link>;

/** The Privacy Policy (LGPD, Lei nº 13.709/2018); its version is `legalDocuments.privacy`. */
export function PrivacyPolicyText() {
  return (
    <>
      <P>
        Esta Política explica quais dados pessoais a Aula trata, para quê, com quem os compartilha, por quanto
        tempo os guarda e como você exerce os seus direitos. Ela vale para o site, para a área do professor,
        para a área do aluno e para os e-mails que enviamos. Escrevemos em linguagem direta; em caso de
        dúvida, fale conosco pelos canais do item 11.
      </P>

      <LegalSection title="1. Quem é a controladora dos dados">
        <P>
          A Aula é a controladora dos dados pessoais tratados na plataforma, nos termos da Lei Geral de
          Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Quando um professor ou uma escola cadastra
          estudantes e organiza turmas, o professor ou a escola decide quem entra na plataforma e para quê;
          nesses casos a Aula trata os dados dos estudantes para prestar o serviço ao professor ou à escola,
          seguindo esta Política.
        </P>
        <P>O encarregado pelo tratamento de dados pessoais (DPO) atende pelo e-mail {mail}.</P>
      </LegalSection>

      <LegalSection title="2. Quais dados tratamos">
        <P>
          <strong>Professores:</strong>
        </P>
        <Items>
          <li>nome, sobrenome, e-mail e, se você informar, data de nascimento;</li>
          <li>senha, guardada apenas como resumo criptográfico (nunca a senha em si);</li>
          <li>
            registro do aceite dos Termos de Uso e desta Política: a data e a versão de cada documento aceito;
          </li>
          <li>
            o que você cria na plataforma: turmas, planos de aula próprios, anotações, atividades, avisos do
            mural, notas e comentários sobre as entregas, favoritos e arquivos enviados;
          </li>
          <li>
            para assinaturas: nome, CPF, telefone e endereço de cobrança, plano, histórico de cobranças e a
            bandeira e os quatro últimos dígitos do cartão. O número completo do cartão é digitado direto no
            ambiente da operadora de pagamento e <strong>nunca passa pelos nossos servidores</strong>;
          </li>
          <li>mensagens que você envia pelo formulário de contato ou de sugestões.</li>
        </Items>
        <P>
          <strong>Estudantes:</strong>
        </P>
        <Items>
          <li>
            nome, sobrenome e nome de usuário (não pedimos e-mail nem data de nascimento; uma data informada
            antes desta versão fica só na conta do estudante, que pode apagá-la);
          </li>
          <li>senha, guardada apenas como resumo criptográfico;</li>
          <li>
            turmas de que participa, respostas e arquivos entregues nas atividades, notas, conceitos e
            pareceres por período, faltas registradas no diário e comentários.
          </li>
        </Items>
        <P>
          <strong>Pais e responsáveis:</strong>
        </P>
        <Items>
          <li>nome, parentesco e o e-mail ou o celular informados pelo professor;</li>
          <li>
            cada decisão sobre a autorização (dada, negada ou retirada), com a data, o meio do pedido, a
            versão desta Política e um resumo criptográfico do endereço IP (não o endereço em si), como prova
            da decisão;
          </li>
          <li>a escolha de receber o resumo semanal por e-mail.</li>
        </Items>
        <P>
          <strong>Todos os usuários:</strong> dados técnicos necessários para a segurança, como endereço IP,
          data e hora de acesso, sessões abertas e registros de ações sensíveis (por exemplo, alteração de
          senha ou acesso da equipe de suporte a uma conta). Com o seu consentimento, também dados de
          navegação coletados por cookies de análise (item 9).
        </P>
      </LegalSection>

      <LegalSection title="3. Crianças e adolescentes">
        <P>
          Muitos estudantes são crianças ou adolescentes. Tratamos os dados deles no seu melhor interesse
          (art. 14 da LGPD) e coletamos só o necessário para as atividades da turma: não pedimos e-mail, não
          exibimos publicidade a estudantes e não usamos os dados deles para criar perfis de consumo.
        </P>
        <P>
          Para estudantes da Educação Infantil ao 6º ano, ou marcados pelo professor como menores de 12 anos,
          pedimos o consentimento específico e em destaque de um dos pais ou responsável (art. 14, § 1º, da
          LGPD): o professor envia um link por e-mail, WhatsApp ou papel, e o responsável lê o que guardamos,
          por que e por quanto tempo, e decide. Até lá, a criança faz as atividades escritas, mas não envia
          fotos nem arquivos. O responsável pode retirar a autorização a qualquer momento pelo mesmo link: as
          fotos e arquivos da criança são apagados na hora e o professor é avisado.
        </P>
        <P>
          Com a autorização, a família recebe um link só de leitura com as atividades, notas e frequência da
          criança (nunca de outra criança), e, se quiser, um resumo por e-mail às sextas-feiras. Pais e
          responsáveis podem exercer os direitos do item 8 em nome do estudante, pelo professor, pela escola
          ou diretamente conosco.
        </P>
        <P>
          Em palavras simples, o que guardamos sobre crianças, quem vê e por quanto tempo:{' '}
          <AppLink to={spaRoutes.childrenData}>Dados de crianças e adolescentes</AppLink>.
        </P>
      </LegalSection>

      <LegalSection title="4. Para que usamos os dados e com qual base legal">
        <Items>
          <li>
            <strong>Criar e manter sua conta, dar acesso ao conteúdo e às turmas</strong> — execução do
            contrato (art. 7º, V, da LGPD).
          </li>
          <li>
            <strong>Cobrar a assinatura, emitir recibos e cumprir obrigações fiscais</strong> — execução do
            contrato e cumprimento de obrigação legal (art. 7º, II e V).
          </li>
          <li>
            <strong>Enviar e-mails de serviço</strong> (boas-vindas, recuperação de senha, pagamento
            confirmado ou recusado, cancelamento) — execução do contrato.
          </li>
          <li>
            <strong>Proteger a plataforma e os usuários</strong> (verificação contra robôs, limite de
            tentativas, registro de ações sensíveis, diagnóstico de erros) — legítimo interesse e prevenção à
            fraude (art. 7º, IX, e art. 11, II, g).
          </li>
          <li>
            <strong>Responder às suas mensagens e melhorar o serviço</strong> — legítimo interesse.
          </li>
          <li>
            <strong>Medir o uso do site com cookies de análise</strong> — consentimento (art. 7º, I), que você
            pode retirar a qualquer momento.
          </li>
        </Items>
        <P>Não vendemos dados pessoais nem os usamos para publicidade de terceiros.</P>
      </LegalSection>

      <LegalSection title="5. Com quem compartilhamos">
        <Items>
          <li>
            <strong>Pagar.me</strong> (operadora de pagamento com cartão): nome, e-mail, CPF, telefone,
            endereço de cobrança e o cartão tokenizado, para processar as assinaturas.
          </li>
          <li>
            <strong>Serviço de envio de e-mails</strong>: seu nome e endereço de e-mail, para entregar as
            mensagens do serviço.
          </li>
          <li>
            <strong>ViaCEP</strong>: o CEP que você digita no cadastro de cobrança, para preencher o endereço.
          </li>
          <li>
            <strong>Google reCAPTCHA</strong>: sinais técnicos do navegador no login e no cadastro, para
            barrar robôs.
          </li>
          <li>
            <strong>Sentry</strong>: informações técnicas sobre erros, para corrigirmos falhas.
          </li>
          <li>
            <strong>Google Tag Manager e ferramentas de análise</strong>: somente se você aceitar os cookies
            de análise.
          </li>
          <li>
            <strong>Autoridades</strong>: quando a lei ou uma ordem judicial exigir.
          </li>
        </Items>
        <P>
          Dentro da plataforma, o professor vê os dados dos estudantes das suas turmas, e o estudante vê
          apenas o nome do professor e o conteúdo das turmas de que participa. A equipe da Aula acessa dados
          só quando necessário para suporte e segurança, e cada acesso a uma conta fica registrado. Alguns
          fornecedores podem guardar dados fora do Brasil; nesses casos exigimos as garantias previstas no
          art. 33 da LGPD.
        </P>
      </LegalSection>

      <LegalSection title="6. Por quanto tempo guardamos">
        <Items>
          <li>Dados da conta e conteúdo criado: enquanto a conta existir.</li>
          <li>
            Ao excluir a conta, apagamos na hora o perfil, as turmas, as contas dos estudantes que estão só
            nas suas turmas, os planos próprios, os arquivos enviados e as sessões.
          </li>
          <li>
            Registros de cobranças e recibos: guardados de forma anonimizada pelo prazo exigido pela
            legislação fiscal e de defesa do consumidor (em regra, 5 anos).
          </li>
          <li>
            Registros de acesso: pelo menos 6 meses, como exige o Marco Civil da Internet (Lei nº
            12.965/2014).
          </li>
        </Items>
      </LegalSection>

      <LegalSection title="7. Segurança">
        <P>
          Usamos conexões criptografadas (HTTPS), senhas guardadas com algoritmo de resumo próprio para
          senhas, links de arquivos assinados e com validade curta, controle de acesso por perfil e registro
          de ações sensíveis. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante,
          avisaremos as pessoas afetadas e a Autoridade Nacional de Proteção de Dados (ANPD).
        </P>
      </LegalSection>

      <LegalSection title="8. Seus direitos e como exercê-los">
        <P>A LGPD (art. 18) garante a você, a qualquer momento:</P>
        <Items>
          <li>confirmar se tratamos seus dados e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos;</li>
          <li>receber seus dados em formato estruturado (portabilidade);</li>
          <li>eliminar os dados tratados com base no consentimento e revogar o consentimento;</li>
          <li>saber com quem compartilhamos seus dados;</li>
          <li>apresentar reclamação à ANPD.</li>
        </Items>
        <P>Na própria plataforma, sem precisar pedir a ninguém, você pode:</P>
        <Items>
          <li>
            corrigir nome, sobrenome, e-mail e data de nascimento em <strong>Minha conta</strong> (
            <AppLink to={spaRoutes.teacherAccount}>professores</AppLink> e{' '}
            <AppLink to={spaRoutes.studentAccount}>estudantes</AppLink>);
          </li>
          <li>
            baixar uma cópia de todos os seus dados em <strong>Minha conta › Cópia dos meus dados</strong>;
          </li>
          <li>
            excluir a conta de professor em <strong>Minha conta › Excluir conta</strong>, o que também cancela
            a assinatura;
          </li>
          <li>mudar a escolha sobre cookies em &quot;Preferências de cookies&quot;, no rodapé do site.</li>
        </Items>
        <P>
          Para os demais pedidos, ou se um estudante, pai, mãe ou responsável quiser excluir a conta de um
          estudante, escreva para {mail} ou para o professor responsável pela turma. Respondemos em até 15
          dias.
        </P>
      </LegalSection>

      <LegalSection title="9. Cookies e consentimento">
        <P>
          Usamos <strong>cookies essenciais</strong>, sem os quais a plataforma não funciona: manter você
          conectado, lembrar o seu perfil de acesso, voltar à página que você pediu depois do login e guardar
          a sua escolha sobre cookies. Eles não dependem de consentimento.
        </P>
        <P>
          <strong>Cookies de análise</strong> (Google Tag Manager) só são carregados depois que você clica em
          &quot;Aceitar&quot; no aviso de privacidade. &quot;Rejeitar&quot; é tão fácil quanto aceitar, e você
          pode mudar de ideia em &quot;Preferências de cookies&quot;, no rodapé. Guardamos a sua escolha por
          12 meses no seu navegador, junto com a versão desta Política em que ela foi feita: quando a Política
          mudar, perguntaremos de novo.
        </P>
      </LegalSection>

      <LegalSection title="10. Mudanças nesta Política">
        <P>
          Podemos atualizar esta Política para refletir mudanças no serviço ou na lei. Cada versão tem um
          número e uma data no topo da página. Mudanças relevantes serão avisadas por e-mail ou na plataforma
          com pelo menos 15 dias de antecedência e, quando a lei exigir, pediremos o seu consentimento de
          novo.
        </P>
      </LegalSection>

      <LegalSection title="11. Contato">
        <P>
          Encarregado de dados: {mail}. Usuários conectados também podem usar a página de contato da sua área
          (<AppLink to={spaRoutes.teacherContact}>professores</AppLink> e{' '}
          <AppLink to={spaRoutes.studentContact}>estudantes</AppLink>).
        </P>
      </LegalSection>
    </>
  );
}
