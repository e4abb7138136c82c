/** Student material for the Educação Infantil plans: short texts a grown-up reads with the child. */
export const infantilStudentMaterial: Record<string, string> = {
  'Estátua musical': `<p>Quando a música toca, o corpo dança. Quando a música para... virou estátua!</p>
<p>Hoje você vai brincar de estátua musical. Preste atenção no som: ele pode ser rápido, devagar, alto ou baixinho.</p>
<ul><li>Dance do jeito que a música pedir.</li><li>Quando o som parar, fique paradinho como uma pedra.</li><li>Invente uma estátua engraçada: de bicho, de árvore, de super-herói.</li></ul>
<p><strong>Em casa:</strong> brinque com alguém da família. Quem consegue ficar mais tempo parado sem rir?</p>`,
  'Circuito da floresta': `<p>Vamos fazer um passeio por uma floresta de mentira, dentro da escola!</p>
<p>No caminho tem ponte para atravessar, túnel para passar por baixo e pedras para pular. Cada parte é um desafio para o seu corpo.</p>
<ul><li>Ande na ponte devagar, de braços abertos, como um equilibrista.</li><li>Passe pelo túnel engatinhando, igual a um tatu.</li><li>Pule de pedra em pedra como um sapo.</li></ul>
<p><strong>Conte depois:</strong> qual parte foi mais fácil? Qual foi a mais difícil?</p>`,
  'Ritmos com o corpo': `<p>O nosso corpo é um instrumento musical! Dá para fazer som batendo palmas, estalando os dedos, batendo os pés no chão e até dando tapinhas na barriga.</p>
<p>Hoje a turma vai virar uma orquestra. Escute o ritmo e repita:</p>
<ul><li>Palma, palma, pé!</li><li>Pé, pé, palma!</li><li>Agora invente o seu ritmo para os colegas repetirem.</li></ul>
<p><strong>Em casa:</strong> procure um pote e uma colher e faça um tambor. Que ritmo você consegue tocar?</p>`,
  'Sombra e espelho': `<p>Você já reparou na sua sombra? Ela faz tudo o que você faz, na mesma hora!</p>
<p>Hoje vamos brincar de espelho: um amigo fica de frente para você e faz movimentos bem devagar. Você é o espelho e copia tudo igualzinho.</p>
<ul><li>Levante um braço, depois o outro.</li><li>Faça uma careta e veja o espelho fazer também.</li><li>Depois troquem: agora você inventa e o amigo copia.</li></ul>
<p><strong>Para pensar:</strong> foi mais divertido ser o espelho ou ser copiado?</p>`,
  'Festival de brincadeiras cantadas': `<p>Chegou o dia do nosso festival! Vamos juntar todas as brincadeiras cantadas que aprendemos: ciranda, escravos de Jó, a galinha do vizinho e muitas outras.</p>
<p>Escolha a sua brincadeira favorita e ensine para alguém da sua casa.</p>
<ul><li>Cante a música inteira.</li><li>Mostre os movimentos que vão junto com ela.</li><li>Desenhe você brincando para o nosso cartaz da turma.</li></ul>`,
  'A caixa de histórias': `<p>Hoje chegou uma caixa misteriosa na sala. Lá dentro tem objetos que saíram de uma história: um chapéu, uma chave, uma pena...</p>
<p>Escute a história com atenção. Cada vez que um objeto aparecer no conto, levante a mão!</p>
<p><strong>Em casa:</strong> pegue três objetos da sua casa e invente uma história com eles. Peça para um adulto escrever enquanto você conta.</p>`,
  'Dramatizando “Os três porquinhos”': `<p>Era uma vez três porquinhos que construíram três casas: uma de palha, uma de madeira e uma de tijolos. Aí veio o lobo e soprou, soprou...</p>
<p>Hoje você vai ser um personagem da história! Pode ser um porquinho ou o lobo.</p>
<ul><li>Como o porquinho fala quando está com medo?</li><li>Como o lobo sopra bem forte?</li><li>Qual casa aguentou o sopro do lobo? Por quê?</li></ul>`,
  'Livro de imagens: o que você vê?': `<p>Este livro não tem palavras, só desenhos. Quem conta a história é você!</p>
<p>Olhe cada página com calma. Quem aparece? Onde estão? O que está acontecendo? O que vai acontecer na próxima página?</p>
<p><strong>Em casa:</strong> escolha uma página de uma revista ou de um livro e conte para alguém o que você vê nela.</p>`,
  'Rimas e parlendas': `<p>Escute e repita:</p>
<p><em>Hoje é domingo, pé de cachimbo,<br>o cachimbo é de barro, bate no jarro...</em></p>
<p>Você percebeu que algumas palavras terminam com o mesmo som? Isso é rima! <strong>Mão</strong> rima com <strong>pão</strong>, <strong>gato</strong> rima com <strong>sapato</strong>.</p>
<ul><li>Que palavra rima com <strong>janela</strong>?</li><li>E com <strong>limão</strong>?</li><li>Bata uma palma a cada rima que você ouvir.</li></ul>`,
  'Nosso livrinho da turma': `<p>A turma vai fazer um livro de verdade! Cada criança faz uma página com um desenho da sua história preferida.</p>
<p>Pense: qual história você mais gostou de ouvir este ano? Qual personagem você vai desenhar?</p>
<p>Depois, a professora escreve o que você contar sobre o seu desenho. No fim, o livro vai passear pela casa de cada criança.</p>`,
  'Quantos somos hoje?': `<p>Todo dia, na roda, a turma conta quantas crianças vieram à escola.</p>
<p>Vamos contar juntos: um, dois, três... Quem faltou hoje? Tem mais meninas ou mais meninos?</p>
<ul><li>Ajude a colocar um palito para cada criança presente.</li><li>Conte os palitos de novo para conferir.</li></ul>
<p><strong>Em casa:</strong> conte quantas pessoas moram com você. E quantos pratos são precisos para o jantar?</p>`,
  'Mercadinho da turma': `<p>A sala virou um mercadinho! Tem caixas de leite, pacotes de arroz e frutas de brinquedo, cada um com o seu preço.</p>
<p>Você pode ser o vendedor ou o cliente. Para pagar, use as moedas de papel.</p>
<ul><li>Quantas moedas custa a banana?</li><li>Dá para comprar duas coisas com cinco moedas?</li></ul>
<p><strong>Em casa:</strong> quando for ao mercado, ajude a contar quantas frutas vão para a sacola.</p>`,
  'Do menor para o maior': `<p>Olhe os objetos da mesa: tem um lápis, uma borracha, um livro e uma caixa. Qual é o menor? Qual é o maior?</p>
<p>Hoje vamos organizar as coisas em fila, do menor para o maior, como uma escadinha.</p>
<p><strong>Em casa:</strong> separe os sapatos de quem mora com você. Coloque em fila do menor para o maior. De quem é o maior sapato?</p>`,
  'Caça às formas na escola': `<p>As formas estão escondidas pela escola! A janela parece um <strong>quadrado</strong>, o relógio é um <strong>círculo</strong>, o telhado lembra um <strong>triângulo</strong>.</p>
<p>Com a sua lupa de papel, procure formas pelo pátio e pela sala. Desenhe as que você encontrar.</p>
<p><strong>Em casa:</strong> que formas você encontra na cozinha? O prato, a porta da geladeira, a caixa de leite...</p>`,
  'Receita de massinha caseira': `<p>Hoje vamos ser cozinheiros e fazer massinha de modelar!</p>
<ul><li>2 xícaras de farinha de trigo</li><li>1 xícara de sal</li><li>1 xícara de água</li><li>1 colher de óleo</li><li>corante de comida (a cor que você quiser)</li></ul>
<p>Conte as xícaras em voz alta enquanto coloca na bacia. Depois, amasse bem com as mãos.</p>
<p><strong>Para pensar:</strong> o que acontece se colocar água demais?</p>`,
};
