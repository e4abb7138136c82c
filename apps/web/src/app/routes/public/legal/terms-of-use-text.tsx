import { PRIVACY_CONTACT_EMAIL, spaRoutes, WITHDRAWAL_DAYS } from '@aula/contracts';
import Link from '@mui/material/Link';
import { AppLink, Items, LegalSection, P } from './legal-page';

/** The Terms of Use; its version is `legalDocuments.terms`. */
export function TermsOfUseText() {
  return (
    <>
      <P>
        Estes Termos regulam o uso da Aula, a plataforma de planos de aula alinhados à BNCC, turmas e
        atividades para professores e estudantes brasileiros. Ao criar uma conta ou usar a plataforma, você
        concorda com eles e com a <AppLink to={spaRoutes.privacyPolicy}>Política de Privacidade</AppLink>, que
        explica como tratamos os dados pessoais.
      </P>

      <LegalSection title="1. Contas">
        <Items>
          <li>
            A conta de professor é pessoal, para maiores de 18 anos, e exige dados verdadeiros. Você responde
            pelo que for feito com a sua senha; se suspeitar de uso indevido, troque-a e fale conosco.
          </li>
          <li>
            Contas de estudantes são criadas pelo professor ou pelo próprio estudante com o código da turma. O
            professor ou a escola que cria contas de estudantes declara ter autorização para isso, inclusive
            dos pais ou responsáveis quando exigida, e cuida para que as senhas temporárias cheguem só a quem
            deve.
          </li>
          <li>
            Quando a conta de um professor é excluída, as contas dos estudantes que participam só das turmas
            dele são excluídas junto; a tela de exclusão mostra quantas são antes da confirmação.
          </li>
        </Items>
      </LegalSection>

      <LegalSection title="2. Plano gratuito e assinaturas">
        <Items>
          <li>
            O plano gratuito dá acesso ao catálogo aberto, com limites de estudantes e de planos próprios
            mostrados na sua conta. Os planos pagos ampliam esses limites e liberam o conteúdo exclusivo para
            assinantes.
          </li>
          <li>
            As assinaturas mensais e anuais são cobradas no cartão de crédito, de forma antecipada e
            recorrente, por meio da operadora de pagamento Pagar.me, e renovam-se automaticamente ao fim de
            cada período até serem canceladas. O preço, o período e eventuais descontos de cupom aparecem
            antes da confirmação.
          </li>
          <li>
            Ao mudar de plano, mostramos antes de confirmar o valor proporcional a pagar na hora ou o crédito
            a receber.
          </li>
          <li>
            Se uma renovação não for paga, avisamos por e-mail e pedimos a atualização do cartão; sem
            pagamento, a conta volta ao plano gratuito, sem perder o que você criou.
          </li>
        </Items>
      </LegalSection>

      <LegalSection title="3. Cancelamento e direito de arrependimento">
        <Items>
          <li>
            Você pode cancelar a qualquer momento, on-line, em{' '}
            <AppLink to={spaRoutes.teacherManageSubscription}>Gerenciar assinatura</AppLink>, com a mesma
            facilidade com que assinou. O acesso pago continua até o fim do período já pago, sem novas
            cobranças, e você pode retomar a assinatura antes disso.
          </li>
          <li>
            Nos primeiros {WITHDRAWAL_DAYS} dias depois do primeiro pagamento, você pode desistir da
            assinatura (art. 49 do Código de Defesa do Consumidor): ao cancelar nesse prazo, escolha
            &quot;Cancelar agora e receber o reembolso&quot; e devolvemos integralmente o valor pago, no mesmo
            cartão.
          </li>
          <li>
            Fora desse prazo, não há reembolso proporcional do período em curso, salvo falha nossa na
            prestação do serviço.
          </li>
        </Items>
      </LegalSection>

      <LegalSection title="4. Conteúdo da Aula e licença de uso">
        <P>
          Os planos de aula, textos, imagens, documentos e a própria plataforma pertencem à Aula ou aos seus
          autores e são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998). Concedemos a você uma
          licença pessoal, não exclusiva e intransferível para usar esse conteúdo nas suas aulas: ler,
          imprimir, adaptar uma cópia nos seus planos próprios e entregar o material às suas turmas.
        </P>
        <P>
          Não é permitido revender, publicar em outros sites ou plataformas, distribuir em massa ou retirar os
          créditos do conteúdo. O conteúdo exclusivo para assinantes só pode ser usado enquanto a assinatura
          estiver ativa.
        </P>
      </LegalSection>

      <LegalSection title="5. O seu conteúdo">
        <P>
          O que você cria ou envia (planos próprios, atividades, avisos, arquivos, respostas) continua sendo
          seu. Você nos autoriza a guardar, exibir e processar esse conteúdo apenas para prestar o serviço:
          por exemplo, mostrar uma atividade aos estudantes da turma ou gerar um PDF. Quando você compartilha
          um plano por link, outros professores com o link podem vê-lo e copiá-lo para adaptar; você pode
          desfazer o compartilhamento quando quiser.
        </P>
        <P>
          Envie apenas material que você tem o direito de usar, e não inclua dados pessoais desnecessários de
          estudantes em textos ou arquivos.
        </P>
      </LegalSection>

      <LegalSection title="6. Mural da turma e outros espaços de conversa">
        <P>
          O mural da turma, os comentários e as mensagens de contato são espaços de convivência escolar. O
          professor modera o mural das suas turmas e pode editar ou apagar avisos. Podemos remover conteúdo
          que viole estes Termos ou a lei e, em casos graves ou repetidos, suspender a conta responsável.
        </P>
      </LegalSection>

      <LegalSection title="7. Uso aceitável">
        <P>Ao usar a Aula, você não pode:</P>
        <Items>
          <li>
            publicar conteúdo ilegal, discriminatório, violento, sexual ou que exponha crianças e
            adolescentes;
          </li>
          <li>praticar assédio, intimidação ou bullying contra qualquer pessoa;</li>
          <li>usar a conta de outra pessoa ou compartilhar a sua com terceiros;</li>
          <li>
            tentar burlar limites de plano, acessar dados de outros usuários ou prejudicar o funcionamento da
            plataforma (robôs, coleta automatizada, testes de invasão não autorizados);
          </li>
          <li>enviar arquivos com vírus ou qualquer código malicioso.</li>
        </Items>
      </LegalSection>

      <LegalSection title="8. Disponibilidade e responsabilidade">
        <P>
          Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções e
          instabilidades. Sempre que possível, avisamos as manutenções programadas. O conteúdo pedagógico é
          uma referência: cabe ao professor avaliar a adequação de cada aula à sua turma.
        </P>
        <P>
          A Aula responde pelos danos que causar, nos termos do Código de Defesa do Consumidor. Não
          respondemos por conteúdo publicado por usuários, por falhas de serviços de terceiros fora do nosso
          controle nem pelo uso da plataforma em desacordo com estes Termos.
        </P>
      </LegalSection>

      <LegalSection title="9. Suspensão e encerramento">
        <P>
          Você pode excluir a sua conta quando quiser, em{' '}
          <AppLink to={spaRoutes.teacherAccount}>Minha conta</AppLink>; a exclusão cancela a assinatura e
          apaga os seus dados, como descreve a Política de Privacidade. Podemos suspender ou encerrar contas
          que violem estes Termos, avisando o motivo, salvo quando a lei ou a segurança de outras pessoas
          impedir.
        </P>
      </LegalSection>

      <LegalSection title="10. Mudanças nestes Termos">
        <P>
          Cada versão destes Termos tem um número e uma data no topo da página, e guardamos a versão que você
          aceitou. Mudanças relevantes serão avisadas por e-mail ou na plataforma com pelo menos 15 dias de
          antecedência; se não concordar, você pode cancelar a assinatura e excluir a conta antes de elas
          valerem. Mudanças de preço nunca afetam um período já pago.
        </P>
      </LegalSection>

      <LegalSection title="11. Lei aplicável e contato">
        <P>
          Estes Termos seguem as leis brasileiras. Fica eleito o foro do domicílio do consumidor. Dúvidas e
          reclamações: use a página de contato da sua área (
          <AppLink to={spaRoutes.teacherContact}>professores</AppLink> e{' '}
          <AppLink to={spaRoutes.studentContact}>estudantes</AppLink>) ou escreva para{' '}
          <Link href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Link>.
        </P>
      </LegalSection>
    </>
  );
}
