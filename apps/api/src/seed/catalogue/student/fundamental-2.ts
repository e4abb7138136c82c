/** Student material for the Fundamental II plans (6º ao 9º ano). */
export const fundamental2StudentMaterial: Record<string, string> = {
  'De onde vem a energia da minha casa?': `<p>A maior parte da eletricidade que chega à sua casa no Brasil vem de <strong>usinas hidrelétricas</strong>: a água de um rio represado gira turbinas que movem geradores. Também usamos usinas eólicas (vento), solares, térmicas (queima de gás ou carvão) e nucleares.</p>
<p>Da usina, a energia viaja por linhas de transmissão de alta tensão, passa por subestações e chega aos postes da sua rua. O transformador do poste reduz a tensão para 127 V ou 220 V.</p>
<ul><li>Desenhe o caminho da energia da usina até a tomada do seu quarto.</li><li>Quais fontes são renováveis? Quais não são?</li></ul>`,
  'Transformações de energia': `<p>A energia não aparece do nada nem some: ela se <strong>transforma</strong>. No liquidificador, a energia elétrica vira energia de movimento (cinética) e um pouco de som e calor.</p>
<ul><li>Ventilador: elétrica → ____________</li><li>Fogão a gás: química → ____________</li><li>Lâmpada: elétrica → ____________ e ____________</li><li>Painel solar: ____________ → elétrica</li></ul>
<p>Escolha um aparelho da sua casa e explique todas as transformações que acontecem nele.</p>`,
  'Lendo a conta de luz': `<p>A conta de luz mostra quanta energia a sua casa usou no mês, medida em <strong>quilowatt-hora (kWh)</strong>.</p>
<ul><li><strong>Leitura anterior e atual:</strong> números do medidor; a diferença é o consumo do mês.</li><li><strong>Tarifa:</strong> quanto custa cada kWh.</li><li><strong>Bandeira tarifária:</strong> verde, amarela ou vermelha, conforme o custo de gerar energia naquele mês.</li><li><strong>Histórico de consumo:</strong> gráfico dos últimos meses.</li></ul>
<p>Com uma conta de casa (ou o modelo da aula), descubra: quantos kWh foram consumidos? Qual foi o mês de maior consumo?</p>`,
  'Quanto gasta cada aparelho?': `<p>O consumo de um aparelho depende da sua <strong>potência</strong> (em watts) e do <strong>tempo de uso</strong>.</p>
<p>Consumo (kWh) = potência (kW) × horas de uso.</p>
<p>Exemplo: um chuveiro de 5.500 W (5,5 kW) ligado 20 minutos por dia (1/3 h) gasta cerca de 1,8 kWh por dia, ou 55 kWh por mês.</p>
<ul><li>Calcule o consumo mensal de uma TV de 100 W ligada 4 horas por dia.</li><li>Qual aparelho da sua casa você acha que pesa mais na conta? Por quê?</li></ul>`,
  'Plano de economia de energia': `<p>Com o que aprendemos, sua tarefa é montar um plano de economia para a sua casa.</p>
<ul><li>Liste os três aparelhos que mais gastam energia.</li><li>Para cada um, proponha uma mudança de hábito (ex.: banho de 10 minutos em vez de 20).</li><li>Calcule quantos kWh e quantos reais por mês a família economizaria.</li></ul>
<p>Apresente o plano em uma página, com uma tabela e uma frase para convencer a família.</p>`,
  'A balança em equilíbrio': `<p>Em uma balança de dois pratos em equilíbrio, os dois lados têm a mesma massa. Se em um prato há um saquinho misterioso e 2 pesos de 1 kg, e no outro há 5 pesos de 1 kg, quanto pesa o saquinho?</p>
<p>Podemos tirar 2 kg dos dois lados sem desequilibrar. Sobra: saquinho = 3 kg.</p>
<p>Escrevendo com letras: <strong>x + 2 = 5</strong>, então <strong>x = 3</strong>. Isso é uma <strong>equação</strong>: uma igualdade com um valor desconhecido.</p>
<ul><li>Resolva com o raciocínio da balança: x + 7 = 12; 2x = 10; 2x + 1 = 9.</li></ul>`,
  'Linguagem algébrica': `<p>Na álgebra usamos letras para representar números que não conhecemos ou que podem variar.</p>
<ul><li>o dobro de um número → 2x</li><li>um número mais cinco → x + 5</li><li>a metade de um número → x/2</li><li>o triplo de um número menos quatro → 3x − 4</li></ul>
<p><strong>Traduza:</strong> “a soma de um número com o seu dobro”; “a idade de Ana daqui a 6 anos”; “o perímetro de um quadrado de lado x”.</p>`,
  'Resolvendo equações': `<p>Para resolver uma equação, fazemos a mesma operação dos dois lados, como na balança, até deixar o x sozinho.</p>
<p>Exemplo: <strong>3x + 2 = 14</strong></p>
<ul><li>Tiramos 2 dos dois lados: 3x = 12</li><li>Dividimos os dois lados por 3: x = 4</li><li>Conferimos: 3 · 4 + 2 = 14 ✔</li></ul>
<p><strong>Resolva e confira:</strong> 5x − 3 = 22; 4x + 6 = 2x + 18; 7 = x/2 + 3.</p>`,
  'Problemas que viram equações': `<p>Muitos problemas ficam mais fáceis quando viram equação. Os passos:</p>
<ol><li>Leia e descubra o que é desconhecido: chame de x.</li><li>Escreva a equação com as informações do texto.</li><li>Resolva e responda com uma frase.</li></ol>
<p>Exemplo: “Pensei em um número, multipliquei por 2 e somei 6. Deu 20.” → 2x + 6 = 20 → x = 7.</p>
<ul><li>Pedro tem o triplo da idade da irmã. Juntos, têm 32 anos. Quantos anos tem cada um?</li><li>Um celular custa R$ 120 a mais que um fone. Os dois juntos custam R$ 380. Quanto custa o fone?</li></ul>`,
  'Gincana das equações': `<p>Hoje é dia de gincana! Cada equipe recebe cartões com desafios de três níveis: bronze, prata e ouro.</p>
<ul><li>Bronze: resolver equações simples (x + 9 = 15).</li><li>Prata: equações com x dos dois lados (3x − 5 = x + 7).</li><li>Ouro: problemas que precisam virar equação.</li></ul>
<p>Regra de ouro da equipe: toda resposta precisa ser conferida substituindo o x na equação original antes de ser entregue.</p>`,
  'O engenho de açúcar': `<p>Nos séculos XVI e XVII, o açúcar era um produto caro e muito procurado na Europa. Os portugueses organizaram no litoral do Nordeste grandes propriedades para produzi-lo: os <strong>engenhos</strong>.</p>
<p>O engenho tinha a casa-grande (moradia do senhor), a senzala (onde viviam as pessoas escravizadas), a capela, o canavial e a moenda, onde a cana era esmagada.</p>
<ul><li>Por que o açúcar dava tanto lucro?</li><li>Quem fazia o trabalho pesado no engenho?</li><li>Desenhe a planta de um engenho e identifique cada parte.</li></ul>`,
  'Trabalho escravizado e tráfico atlântico': `<p>Entre os séculos XVI e XIX, cerca de 4,8 milhões de africanos foram trazidos à força para o Brasil, o maior destino do tráfico atlântico. Eles vinham de povos e reinos diferentes, com línguas, religiões e conhecimentos próprios.</p>
<p>A travessia nos navios negreiros era violenta e muitos morriam no caminho. No Brasil, eram obrigados a trabalhar nos engenhos, nas minas e nas cidades.</p>
<ul><li>Observe o mapa das rotas: de que regiões da África partiam os navios?</li><li>Por que dizemos “pessoas escravizadas” e não apenas “escravos”?</li></ul>`,
  'Resistências: quilombos e Palmares': `<p>As pessoas escravizadas resistiram de muitas formas: fugas, revoltas, preservação da sua cultura e formação de <strong>quilombos</strong>, comunidades livres no interior.</p>
<p>O maior deles foi o <strong>Quilombo dos Palmares</strong>, na Serra da Barriga (atual Alagoas). Resistiu por quase cem anos e chegou a ter milhares de habitantes. Seu líder mais conhecido, <strong>Zumbi</strong>, foi morto em 20 de novembro de 1695, data hoje lembrada como Dia da Consciência Negra.</p>
<ul><li>Como os quilombolas se organizavam para viver?</li><li>Pesquise: existem comunidades quilombolas hoje perto de onde você mora?</li></ul>`,
  'Povos indígenas na colônia': `<p>Quando os portugueses chegaram, milhões de indígenas de centenas de povos viviam no território, como os Tupinambá, os Guarani e os Potiguara.</p>
<p>A colonização trouxe doenças, guerras, escravização e a tentativa de mudar seus costumes pela catequese dos jesuítas. Os povos indígenas também resistiram: com guerras, alianças, fugas para o interior e preservando suas línguas e tradições.</p>
<ul><li>Cite três palavras do português que vêm de línguas indígenas.</li><li>Quais povos indígenas vivem hoje no seu estado?</li></ul>`,
  'Júri simulado: a colonização em debate': `<p>Hoje a turma vai organizar um júri simulado sobre a colonização do Brasil.</p>
<ul><li><strong>Acusação:</strong> apresenta as violências da colonização contra indígenas e africanos.</li><li><strong>Defesa:</strong> apresenta os argumentos que os colonizadores usavam na época.</li><li><strong>Jurados:</strong> escutam, fazem perguntas e decidem, justificando o voto.</li></ul>
<p>Prepare-se: use fatos e fontes estudados nas aulas anteriores. Lembre que defender um papel no júri não é concordar com ele, é entender como se pensava.</p>`,
  'As formas do relevo ao redor da escola': `<p>O <strong>relevo</strong> é o conjunto de formas da superfície da Terra. As principais são:</p>
<ul><li><strong>Planalto:</strong> terreno alto e mais ou menos plano, onde as rochas se desgastam.</li><li><strong>Planície:</strong> terreno baixo e plano, onde se acumulam sedimentos trazidos pelos rios.</li><li><strong>Depressão:</strong> terreno mais baixo que as áreas ao redor.</li><li><strong>Serra:</strong> conjunto de morros e montanhas.</li></ul>
<p>Olhe a paisagem da sua rua: o terreno sobe, desce ou é plano? Onde ficam as casas e onde a água da chuva se acumula?</p>`,
  'Maquete e perfil topográfico': `<p>Um mapa topográfico mostra a altitude com <strong>curvas de nível</strong>: cada linha liga pontos que estão na mesma altura. Quando as curvas estão muito próximas, a encosta é íngreme; quando estão afastadas, o terreno é suave.</p>
<p>O <strong>perfil topográfico</strong> é o desenho do terreno visto de lado, como se cortássemos o morro com uma faca.</p>
<ul><li>Em qual lado do morro do mapa a subida é mais difícil? Como você sabe?</li><li>Desenhe o perfil do morro ao longo da linha A–B.</li></ul>`,
  'O caminho da água na bacia hidrográfica': `<p>A água está sempre em movimento: ela <strong>evapora</strong> dos mares, rios e plantas, <strong>condensa</strong> nas nuvens, cai como <strong>chuva</strong> e escorre pelo terreno ou se infiltra no solo.</p>
<p>Uma <strong>bacia hidrográfica</strong> é a área de onde toda a água da chuva escorre para um mesmo rio. Ela tem nascente, afluentes, foz e é separada das bacias vizinhas pelos <strong>divisores de águas</strong>, as partes mais altas do relevo.</p>
<ul><li>Qual é o rio principal da bacia onde fica a sua escola?</li><li>Por que a água escorre mais rápido numa rua asfaltada do que num gramado?</li></ul>`,
  'Tempo atmosférico e clima': `<p><strong>Tempo atmosférico</strong> é como a atmosfera está agora: quente ou frio, chuvoso ou seco, com ou sem vento. Ele muda de um dia para o outro.</p>
<p><strong>Clima</strong> é o padrão do tempo de um lugar observado durante muitos anos. Um climograma mostra, mês a mês, a temperatura média (linha) e a chuva (barras).</p>
<ul><li>"Amanhã vai fazer 30 °C" fala de tempo ou de clima?</li><li>Anote todos os dias a temperatura e a chuva do pluviômetro da turma.</li></ul>`,
  'Clima, solo e vegetação: juntando as peças': `<p>Numa paisagem natural, tudo se relaciona: o <strong>clima</strong> decide quanta água e calor as plantas recebem, o <strong>solo</strong> guarda mais ou menos água e nutrientes, e o <strong>relevo</strong> muda a temperatura e o caminho da água.</p>
<p>Por isso a Amazônia, quente e chuvosa, tem floresta densa, e a Caatinga, quente e seca, tem plantas que perdem as folhas e guardam água.</p>
<ul><li>Escolha um bioma do Brasil e complete: clima ___, solo ___, vegetação ___.</li><li>Como é a vegetação natural da região da sua escola?</li></ul>`,
};
