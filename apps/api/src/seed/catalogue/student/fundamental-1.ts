/** Student material for the Fundamental I plans (1º ao 5º ano). */
export const fundamental1StudentMaterial: Record<string, string> = {
  'Parlenda no cartaz': `<p>Leia com a turma, apontando cada palavra:</p>
<p><em>Corre cutia, na casa da tia.<br>Corre cipó, na casa da avó.<br>Lencinho na mão, caiu no chão.<br>Moça bonita do meu coração.</em></p>
<ul><li>Encontre no texto a palavra <strong>CUTIA</strong>. Com que letra ela começa?</li><li>Encontre a palavra <strong>MÃO</strong>. Ela é curta ou comprida?</li><li>Quais palavras terminam com o mesmo som de <strong>CIPÓ</strong>?</li></ul>`,
  'Que letra começa?': `<p>Diga bem devagar o nome de cada figura: <strong>BOLA</strong>, <strong>BANANA</strong>, <strong>BONECA</strong>. Que som aparece no começo de todas?</p>
<p>Agora é a sua vez:</p>
<ul><li>Separe as figuras em grupos pela primeira letra.</li><li>Escreva do seu jeito duas palavras que começam com a mesma letra do seu nome.</li><li>Pense em um animal que começa com <strong>G</strong>.</li></ul>`,
  'Cantigas de roda: completando a letra': `<p>Cante e complete as palavras que faltam:</p>
<p><em>Atirei o pau no ______,<br>mas o gato não ______.<br>Dona Chica admirou-se<br>do berro que o gato ______.</em></p>
<p>Dica: conte quantas letras tem cada palavra que falta. Converse com sua dupla antes de escrever!</p>
<p><strong>Desafio:</strong> você conhece outra versão dessa cantiga? Conte para a turma.</p>`,
  'Bingo de nomes': `<p>Hoje tem bingo! Mas, em vez de números, vamos sortear os nomes da turma.</p>
<ul><li>Escreva na sua cartela o nome de cinco colegas.</li><li>Quando a professora mostrar um nome, procure na sua cartela.</li><li>Atenção: <strong>MARIA</strong> e <strong>MARINA</strong> começam igual! Olhe até o fim da palavra.</li></ul>
<p>Quem completar a cartela primeiro grita: BINGO!</p>`,
  'Nosso livro de parlendas': `<p>Cada criança vai escrever e ilustrar a sua parlenda preferida para o livro da turma.</p>
<ul><li>Escolha uma parlenda que você sabe de cor.</li><li>Escreva do jeito que você sabe. Depois releia apontando cada palavra.</li><li>Faça um desenho bem bonito para acompanhar o texto.</li></ul>
<p>O livro vai para a biblioteca da sala e cada um poderá levar para casa.</p>`,
  'Dividindo a pizza': `<p>Quatro amigos vão dividir uma pizza. Para ser justo, todos precisam comer a mesma quantidade. Então a pizza é cortada em <strong>4 partes iguais</strong>.</p>
<p>Cada amigo come <strong>uma parte de quatro</strong>. Em matemática, escrevemos assim: <strong>1/4</strong> (lê-se “um quarto”).</p>
<ul><li>O número de baixo (4) diz em quantas partes iguais a pizza foi cortada.</li><li>O número de cima (1) diz quantas partes cada um pegou.</li></ul>
<p><strong>Agora responda:</strong> se a pizza for cortada em 8 pedaços iguais e você comer 3, que fração da pizza você comeu?</p>`,
  'Qual fração é maior?': `<p>Você prefere <strong>1/2</strong> ou <strong>1/4</strong> de uma barra de chocolate?</p>
<p>Quando dividimos uma barra em 2 partes iguais, cada parte é grande. Quando dividimos a mesma barra em 4 partes, cada parte fica menor. Por isso, <strong>1/2 é maior que 1/4</strong>.</p>
<p>Regra que ajuda: se o número de cima é igual, a fração com o número de baixo <em>menor</em> é a maior.</p>
<ul><li>Desenhe duas barras iguais. Pinte 1/2 de uma e 3/4 da outra.</li><li>Qual pedaço pintado é maior?</li><li>Coloque em ordem: 1/3, 1/2, 1/6.</li></ul>`,
  'Frações equivalentes na receita de bolo': `<p>Receita de bolo de fubá (uma receita inteira):</p>
<ul><li>2 xícaras de fubá</li><li>1 xícara de açúcar</li><li>1/2 xícara de óleo</li><li>3 ovos</li></ul>
<p>Se quisermos fazer <strong>meia receita</strong>, usamos a metade de cada ingrediente. Metade de 1/2 xícara é 1/4 de xícara.</p>
<p>Frações diferentes podem valer a mesma quantidade: <strong>1/2 = 2/4 = 4/8</strong>. Elas são chamadas de frações equivalentes.</p>
<p><strong>Responda:</strong> quanto de fubá vai na meia receita? E se fizermos a receita dobrada?</p>`,
  'Das frações aos decimais': `<p>Um real pode ser dividido em 10 moedas de 10 centavos. Cada moeda é <strong>1/10</strong> do real, ou <strong>R$ 0,10</strong>.</p>
<p>O mesmo real vale 100 moedas de 1 centavo. Cada uma é <strong>1/100</strong>, ou <strong>R$ 0,01</strong>.</p>
<ul><li>3 moedas de 10 centavos = 3/10 = R$ 0,30</li><li>25 moedas de 1 centavo = 25/100 = R$ 0,25</li></ul>
<p><strong>Sua vez:</strong> escreva como fração e como número decimal: 7 moedas de 10 centavos; meio real.</p>`,
  'Feira das frações': `<p>Na feira, as frutas são vendidas por quilo. Meio quilo é <strong>1/2 kg</strong> (500 gramas) e um quarto de quilo é <strong>1/4 kg</strong> (250 gramas).</p>
<p>Observe a tabela de preços da nossa feira e resolva:</p>
<ul><li>O quilo da uva custa R$ 12,00. Quanto custa meio quilo?</li><li>O quilo do queijo custa R$ 40,00. Quanto custa 1/4 kg?</li><li>Monte a sua sacola com R$ 20,00 e mostre a conta.</li></ul>`,
  'Receitas para mais gente': `<p>Uma limonada para 4 pessoas leva 2 limões, 1 litro de água e 4 colheres de açúcar.</p>
<p>E se vierem 8 pessoas? Como o número de pessoas dobrou, todos os ingredientes também dobram. Isso é <strong>proporcionalidade</strong>.</p>
<p>Complete a tabela no caderno:</p>
<ul><li>2 pessoas: ___ limão, ___ litro de água</li><li>4 pessoas: 2 limões, 1 litro de água</li><li>12 pessoas: ___ limões, ___ litros de água</li></ul>`,
  'Ampliando figuras na malha': `<p>Desenhe na malha quadriculada uma figura simples, como um barquinho, usando os quadradinhos como guia.</p>
<p>Agora faça o mesmo barquinho com o <strong>dobro</strong> do tamanho: cada lado que tinha 2 quadradinhos passa a ter 4.</p>
<ul><li>O que mudou na figura ampliada?</li><li>O que continuou igual? Repare nos cantos (os ângulos).</li><li>Desafio: desenhe o barquinho com a <strong>metade</strong> do tamanho.</li></ul>`,
  'Mapa da escola em escala': `<p>Um mapa é um desenho do espaço visto de cima, bem menor do que o real. A <strong>escala</strong> diz quanto foi reduzido.</p>
<p>Na escala <strong>1 cm : 1 m</strong>, cada centímetro no papel representa um metro de verdade.</p>
<ul><li>Meça com a trena o comprimento da sala de aula.</li><li>Quantos centímetros ela terá no seu mapa?</li><li>Desenhe a sala e marque a porta, as janelas e a mesa da professora.</li></ul>`,
  'Lendo o mapa do bairro': `<p>Observe o mapa do bairro da escola. Ele tem uma escala: <strong>1 cm no mapa = 100 m na rua</strong>.</p>
<ul><li>Com a régua, meça a distância entre a escola e a praça.</li><li>Quantos metros você andaria de verdade?</li><li>Descreva um caminho da escola até a padaria usando “vire à direita”, “siga em frente”.</li></ul>
<p><strong>Em casa:</strong> conte a alguém o caminho que você faz até a escola. Que pontos de referência aparecem?</p>`,
  'Projeto: guia do bairro': `<p>Nossa turma vai criar um guia do bairro para quem chega à escola pela primeira vez.</p>
<ul><li>Escolha com o seu grupo um lugar importante: a praça, o posto de saúde, a biblioteca.</li><li>Escreva um pequeno texto explicando o que tem lá.</li><li>Marque o lugar no mapa e calcule a distância até a escola usando a escala.</li></ul>
<p>No final, juntamos as páginas e o guia fica na secretaria para os visitantes.</p>`,
  'Caderno de campo': `<p>Os cientistas que estudam a natureza levam um caderno de campo: nele desenham e anotam tudo o que observam.</p>
<p>Hoje você será um cientista no pátio da escola.</p>
<ul><li>Escolha um ser vivo: uma formiga, uma planta, um passarinho.</li><li>Desenhe com detalhes e anote a data, o horário e o lugar.</li><li>Escreva o que ele estava fazendo. Tinha outros iguais por perto?</li></ul>`,
  'Como nascem os animais?': `<p>Nem todos os animais nascem do mesmo jeito.</p>
<ul><li>Alguns nascem de <strong>ovos</strong>, como a galinha, a tartaruga e o jacaré.</li><li>Outros se desenvolvem na <strong>barriga da mãe</strong>, como o cachorro, a vaca e o ser humano.</li></ul>
<p>Complete no caderno uma tabela com duas colunas (“nasce de ovo” e “nasce da barriga da mãe”) e coloque cinco animais em cada uma.</p>
<p><strong>Curiosidade:</strong> o ornitorrinco é um mamífero que bota ovos!</p>`,
  'Classificando os animais': `<p>Classificar é juntar em grupos o que tem características parecidas.</p>
<p>Os animais que têm <strong>coluna vertebral</strong> (ossos nas costas) são os <strong>vertebrados</strong>: peixes, aves, répteis, anfíbios e mamíferos. Os que não têm são os <strong>invertebrados</strong>: insetos, minhocas, caramujos, águas-vivas.</p>
<ul><li>Separe as figuras em vertebrados e invertebrados.</li><li>Escolha um animal e explique ao colega por que ele está naquele grupo.</li></ul>`,
  'Horta na garrafa': `<p>Vamos plantar feijão em uma garrafa transparente para ver a planta crescer por dentro!</p>
<ul><li>Coloque algodão molhado no fundo da garrafa cortada.</li><li>Ponha três grãos de feijão encostados na parede da garrafa.</li><li>Deixe perto da janela e regue um pouquinho a cada dois dias.</li></ul>
<p>Anote no caderno de campo, todos os dias: o que apareceu primeiro, a raiz ou o caule? A planta cresce para o lado da luz?</p>`,
  'Campanha de cuidado com o ambiente': `<p>Durante estas aulas, observamos muitos seres vivos: plantas, insetos, passarinhos. Todos precisam de um ambiente limpo para viver.</p>
<p>Agora a turma vai fazer uma campanha na escola:</p>
<ul><li>Escolha uma atitude: economizar água, não jogar lixo no chão, cuidar das plantas do pátio.</li><li>Faça um cartaz com uma frase curta e um desenho.</li><li>Apresente o cartaz para outra turma.</li></ul>`,
};
