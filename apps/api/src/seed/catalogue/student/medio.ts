/** Student material for the Ensino Médio plans. */
export const medioStudentMaterial: Record<string, string> = {
  'Quanto custa a corrida?': `<p>Um aplicativo de transporte cobra <strong>R$ 5,00 de bandeirada</strong> mais <strong>R$ 2,00 por quilômetro</strong>. O preço depende da distância: é uma <strong>função</strong>.</p>
<p>Preço: <strong>f(x) = 2x + 5</strong>, em que x é a distância em km.</p>
<ul><li>Quanto custa uma corrida de 5 km? E de 10 km?</li><li>A corrida de 10 km custa o dobro da de 5 km? Por quê?</li><li>Com R$ 37,00, qual a maior distância possível?</li></ul>
<p>Funções assim, f(x) = ax + b, são chamadas de <strong>funções afins</strong>: <em>a</em> é a taxa de variação e <em>b</em> é o valor inicial.</p>`,
  'Gráficos de funções afins': `<p>O gráfico de uma função afim é sempre uma <strong>reta</strong>.</p>
<ul><li>O coeficiente <strong>b</strong> indica onde a reta corta o eixo y (o valor quando x = 0).</li><li>O coeficiente <strong>a</strong> indica a inclinação: quanto y aumenta quando x aumenta 1.</li><li>Se a &gt; 0, a função é crescente; se a &lt; 0, decrescente.</li></ul>
<p>Trace no mesmo plano os gráficos de f(x) = 2x + 5 e g(x) = 3x + 2. Em que distância as duas tarifas custam o mesmo? A partir de quando g fica mais cara?</p>`,
  'Planos de celular: qual escolher?': `<p>Compare dois planos de internet móvel:</p>
<ul><li><strong>Plano A:</strong> R$ 30,00 por mês mais R$ 5,00 por GB usado.</li><li><strong>Plano B:</strong> R$ 60,00 por mês com uso ilimitado.</li></ul>
<ol><li>Escreva a função do custo mensal de cada plano.</li><li>Faça uma tabela para 0, 2, 4, 6, 8 e 10 GB.</li><li>A partir de quantos GB o plano B passa a valer a pena?</li><li>Pense no seu uso: qual plano você escolheria? Justifique com os cálculos.</li></ol>`,
  'Taxa de variação em dados reais': `<p>Na função afim, a variação é constante: a cada unidade de x, y muda sempre o mesmo valor. Mas nem todo dado real se comporta assim.</p>
<p>Taxa de variação média entre dois pontos: <strong>(y₂ − y₁) / (x₂ − x₁)</strong>.</p>
<ul><li>Com a tabela da população da sua cidade nos últimos censos, calcule a taxa média de crescimento por ano em cada período.</li><li>A taxa foi constante? O que isso diz sobre usar uma função afim como modelo?</li></ul>`,
  'Questões de vestibular e ENEM': `<p>Estratégia para questões de função afim no ENEM:</p>
<ol><li>Leia o enunciado inteiro e grife o que é <strong>fixo</strong> (valor inicial) e o que <strong>varia</strong> (taxa por unidade).</li><li>Monte a função antes de olhar as alternativas.</li><li>Confira a resposta substituindo um valor simples.</li><li>Cuidado com as unidades: minutos × horas, metros × quilômetros.</li></ol>
<p>Resolva as questões da lista da aula, cronometrando 3 minutos por questão, e marque quais erros foram de leitura e quais foram de conta.</p>`,
  'O que é uma tese?': `<p>No texto dissertativo-argumentativo, a <strong>tese</strong> é a sua opinião central sobre o tema, apresentada na introdução e defendida no desenvolvimento.</p>
<p>Uma boa tese é clara, responde ao problema da proposta e pode ser sustentada com argumentos. Exemplo para o tema “Desafios para combater a desinformação no Brasil”:</p>
<p><em>“A desinformação persiste no Brasil porque a educação midiática ainda é pouco presente nas escolas e as plataformas digitais lucram com conteúdos que geram engajamento.”</em></p>
<p><strong>Pratique:</strong> escreva uma tese em uma frase para o tema “Caminhos para valorizar o trabalho dos professores no Brasil”.</p>`,
  'Repertório sociocultural': `<p>Repertório sociocultural é o conhecimento de fora da coletânea que você usa para fundamentar um argumento: dados, leis, fatos históricos, obras, conceitos de pensadores.</p>
<p>Para ser <strong>legitimado</strong>, ele precisa ter fonte reconhecida. Para ser <strong>produtivo</strong>, precisa estar ligado ao argumento, não apenas citado.</p>
<ul><li>Exemplo de uso produtivo: citar o Artigo 205 da Constituição (“a educação, direito de todos e dever do Estado”) para defender mais investimento em escolas.</li><li>Monte um banco de repertórios com cinco itens sobre os temas: saúde, tecnologia e meio ambiente.</li></ul>`,
  'Coesão e progressão': `<p>Um texto coeso tem partes bem ligadas; um texto com progressão acrescenta informação nova a cada parágrafo, sem repetir a mesma ideia.</p>
<p>Conectivos úteis:</p>
<ul><li>Adição: além disso, ademais, também.</li><li>Oposição: entretanto, no entanto, contudo.</li><li>Causa: visto que, uma vez que, porque.</li><li>Conclusão: portanto, dessa forma, logo.</li></ul>
<p><strong>Atividade:</strong> reorganize os parágrafos embaralhados da aula e sublinhe os conectivos que ajudaram a descobrir a ordem.</p>`,
  'Proposta de intervenção completa': `<p>Na conclusão da redação do ENEM, a proposta de intervenção precisa de cinco elementos:</p>
<ol><li><strong>Agente:</strong> quem vai agir (Ministério da Educação, escolas, mídia).</li><li><strong>Ação:</strong> o que será feito.</li><li><strong>Meio/modo:</strong> como será feito.</li><li><strong>Finalidade:</strong> para quê.</li><li><strong>Detalhamento:</strong> mais informação sobre um dos elementos.</li></ol>
<p>Exemplo: <em>“O Ministério da Educação deve incluir a educação midiática no currículo, por meio de oficinas semanais nas escolas públicas, a fim de formar leitores críticos capazes de checar notícias.”</em></p>
<p>Escreva uma proposta completa para o tema da aula anterior e marque cada elemento com uma cor.</p>`,
  'Redação completa e revisão em pares': `<p>Chegou a hora de escrever a redação completa, com introdução, dois parágrafos de desenvolvimento e conclusão, em até 30 linhas.</p>
<p>Depois, troque o texto com um colega e revise usando as cinco competências do ENEM:</p>
<ul><li>1. Norma-padrão da língua.</li><li>2. Compreensão do tema e do tipo de texto.</li><li>3. Seleção e organização dos argumentos.</li><li>4. Coesão.</li><li>5. Proposta de intervenção completa.</li></ul>
<p>Escreva para o colega um ponto forte e uma sugestão de melhoria em cada competência.</p>`,
};
