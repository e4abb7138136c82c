import { randomBytes } from 'node:crypto';
import {
  schema,
  type Database,
  type QuestionAnswerData,
  type QuestionType,
  type QuizValueData,
} from '@aula/db';
import { gradeOfScore, markAnswer, scoreOf, type QuizItem } from '../modules/quizzes';

interface DemoQuestion {
  type: QuestionType;
  statement: string;
  skills: string[];
  points: number;
  data: QuestionAnswerData;
  explanation: string;
}

const choice = (right: string, ...wrong: string[]) => [
  { text: right, correct: true },
  ...wrong.map((text) => ({ text, correct: false })),
];

/** A 5º ano diagnostic of Matemática: one question per main skill of the year's first units. */
const MATEMATICA: DemoQuestion[] = [
  {
    type: 'single_choice',
    statement: '<p>Como se escreve o número <strong>305.040</strong> por extenso?</p>',
    skills: ['EF05MA01'],
    points: 1,
    data: {
      options: choice(
        'Trezentos e cinco mil e quarenta',
        'Trinta mil quinhentos e quarenta',
        'Trezentos e cinquenta mil e quarenta',
        'Três milhões e cinco mil e quarenta',
      ),
    },
    explanation: '305.040 tem 3 centenas de milhar, 5 unidades de milhar e 4 dezenas.',
  },
  {
    type: 'single_choice',
    statement: '<p>Qual destes números é o <strong>maior</strong>?</p>',
    skills: ['EF05MA02'],
    points: 1,
    data: { options: choice('0,7', '0,65', '0,599', '0,09') },
    explanation: 'Compare os décimos primeiro: 0,7 tem 7 décimos, mais que 6, 5 ou 0 décimos.',
  },
  {
    type: 'single_choice',
    statement:
      '<p>Uma pizza foi cortada em 8 pedaços iguais e Pedro comeu 3 pedaços. Que fração da pizza ele comeu?</p>',
    skills: ['EF05MA03'],
    points: 1,
    data: { options: choice('3/8', '8/3', '3/5', '5/8') },
    explanation: 'O todo tem 8 partes iguais (denominador) e foram comidas 3 delas (numerador).',
  },
  {
    type: 'multiple_choice',
    statement: '<p>Marque <strong>todas</strong> as frações equivalentes a 1/2.</p>',
    skills: ['EF05MA04'],
    points: 1,
    data: {
      options: [
        { text: '2/4', correct: true },
        { text: '3/6', correct: true },
        { text: '5/10', correct: true },
        { text: '2/3', correct: false },
        { text: '3/4', correct: false },
      ],
    },
    explanation: 'Em 2/4, 3/6 e 5/10 o numerador é a metade do denominador.',
  },
  {
    type: 'ordering',
    statement: '<p>Coloque os números em ordem, do <strong>menor</strong> para o <strong>maior</strong>.</p>',
    skills: ['EF05MA05'],
    points: 1,
    data: { items: ['1/4', '0,5', '3/5', '0,8'] },
    explanation: '1/4 = 0,25 e 3/5 = 0,6; então 0,25 < 0,5 < 0,6 < 0,8.',
  },
  {
    type: 'true_false',
    statement: '<p>Calcular 25% de uma quantia é o mesmo que calcular a quarta parte dela.</p>',
    skills: ['EF05MA06'],
    points: 1,
    data: { answer: true },
    explanation: '25% = 25/100 = 1/4.',
  },
  {
    type: 'numeric',
    statement: '<p>Lia tinha R$ 20,00 e gastou R$ 7,35 no lanche. Quantos reais sobraram?</p>',
    skills: ['EF05MA07'],
    points: 1,
    data: { answer: 12.65, tolerance: 0 },
    explanation: '20,00 − 7,35 = 12,65.',
  },
  {
    type: 'numeric',
    statement: '<p>Um pacote tem 4 caixas com 12 lápis cada. Quantos lápis há em 3 pacotes?</p>',
    skills: ['EF05MA08'],
    points: 1,
    data: { answer: 144, tolerance: 0 },
    explanation: '4 × 12 = 48 lápis por pacote; 3 × 48 = 144.',
  },
  {
    type: 'matching',
    statement: '<p>Ligue cada polígono ao seu número de lados.</p>',
    skills: ['EF05MA17'],
    points: 1,
    data: {
      pairs: [
        { left: 'Triângulo', right: '3 lados' },
        { left: 'Quadrilátero', right: '4 lados' },
        { left: 'Pentágono', right: '5 lados' },
        { left: 'Hexágono', right: '6 lados' },
      ],
    },
    explanation: 'Tri = 3, quadri = 4, penta = 5, hexa = 6.',
  },
  {
    type: 'single_choice',
    statement: '<p>Quantos centímetros há em 2,5 metros?</p>',
    skills: ['EF05MA19'],
    points: 1,
    data: { options: choice('250 cm', '25 cm', '2.500 cm', '205 cm') },
    explanation: '1 m = 100 cm, então 2,5 m = 2,5 × 100 = 250 cm.',
  },
  {
    type: 'short_text',
    statement:
      '<p>Ao lançar uma moeda, quais são os resultados possíveis? Escreva <strong>um</strong> deles.</p>',
    skills: ['EF05MA22'],
    points: 1,
    data: { accepted: ['cara', 'coroa'] },
    explanation: 'Uma moeda tem dois resultados possíveis, igualmente prováveis: cara ou coroa.',
  },
  {
    type: 'essay',
    statement: '<p>Explique como você descobre o número que falta em: 3 × ___ = 24.</p>',
    skills: ['EF05MA11'],
    points: 2,
    data: {},
    explanation: 'Esperado: usar a operação inversa (24 ÷ 3 = 8) ou a tabuada do 3.',
  },
];

const TEXTO =
  '<p><em>Leia o texto.</em></p><p>O jabuti queria ir à festa no céu, mas não sabia voar. Escondeu-se no violão do urubu e, quando a festa acabou, o urubu descobriu o passageiro e o soltou lá do alto. O jabuti caiu sobre as pedras, e seu casco ficou todo remendado.</p>';

/** A 5º ano diagnostic of Língua Portuguesa: reading, spelling and grammar of the year. */
const PORTUGUES: DemoQuestion[] = [
  {
    type: 'single_choice',
    statement: `${TEXTO}<p>Qual é o assunto principal do texto?</p>`,
    skills: ['EF35LP03'],
    points: 1,
    data: {
      options: choice(
        'Como o jabuti foi à festa no céu e o que aconteceu com ele',
        'Como os urubus aprendem a tocar violão',
        'Por que as pedras são duras',
        'Como se prepara uma festa',
      ),
    },
    explanation: 'O texto conta a ida do jabuti à festa e a queda que explica o casco remendado.',
  },
  {
    type: 'single_choice',
    statement: `${TEXTO}<p>Por que o jabuti se escondeu no violão?</p>`,
    skills: ['EF35LP04'],
    points: 1,
    data: {
      options: choice(
        'Porque não sabia voar e queria chegar à festa',
        'Porque estava com frio',
        'Porque queria tocar na festa',
        'Porque o urubu pediu',
      ),
    },
    explanation: 'O texto diz que ele não sabia voar: o violão foi o jeito de subir sem ser visto.',
  },
  {
    type: 'single_choice',
    statement: `${TEXTO}<p>No texto, a palavra <strong>passageiro</strong> se refere a:</p>`,
    skills: ['EF35LP05'],
    points: 1,
    data: { options: choice('o jabuti', 'o urubu', 'o violão', 'a festa') },
    explanation: 'Quem viajava escondido no violão era o jabuti.',
  },
  {
    type: 'multiple_choice',
    statement: '<p>Marque as palavras escritas <strong>corretamente</strong>.</p>',
    skills: ['EF05LP01'],
    points: 1,
    data: {
      options: [
        { text: 'exceção', correct: true },
        { text: 'cachorro', correct: true },
        { text: 'pássaro', correct: true },
        { text: 'cabeleleiro', correct: false },
        { text: 'excessão', correct: false },
      ],
    },
    explanation: 'Escreve-se exceção e cabeleireiro.',
  },
  {
    type: 'true_false',
    statement:
      '<p>Na frase “A <strong>manga</strong> da camisa rasgou”, a palavra manga tem o mesmo sentido que em “Comi uma manga”.</p>',
    skills: ['EF05LP02'],
    points: 1,
    data: { answer: false },
    explanation: 'Manga da camisa é parte da roupa; manga, a fruta: a mesma palavra com sentidos diferentes.',
  },
  {
    type: 'matching',
    statement: '<p>Ligue cada frase ao tempo do verbo destacado.</p>',
    skills: ['EF05LP05'],
    points: 1,
    data: {
      pairs: [
        { left: 'Ontem eu <b>joguei</b> bola.', right: 'Passado' },
        { left: 'Agora eu <b>jogo</b> bola.', right: 'Presente' },
        { left: 'Amanhã eu <b>jogarei</b> bola.', right: 'Futuro' },
      ],
    },
    explanation: 'Ontem, agora e amanhã ajudam a perceber o tempo de cada verbo.',
  },
  {
    type: 'short_text',
    statement: '<p>Complete com o verbo <strong>ir</strong> no presente: “Nós ___ à escola de ônibus.”</p>',
    skills: ['EF05LP06'],
    points: 1,
    data: { accepted: ['vamos'] },
    explanation: 'Nós vamos: o verbo concorda com o sujeito “nós”.',
  },
  {
    type: 'single_choice',
    statement: '<p>Em “Estudei muito, <strong>mas</strong> não consegui terminar”, a palavra mas indica:</p>',
    skills: ['EF05LP07'],
    points: 1,
    data: { options: choice('oposição', 'adição', 'tempo', 'finalidade') },
    explanation: '“Mas” liga duas ideias que se opõem.',
  },
  {
    type: 'single_choice',
    statement: '<p>Qual destas palavras é <strong>derivada</strong> de “pedra”?</p>',
    skills: ['EF05LP08'],
    points: 1,
    data: { options: choice('pedreiro', 'prédio', 'perda', 'pedal') },
    explanation: 'Pedreiro vem de pedra + o sufixo -eiro.',
  },
  {
    type: 'ordering',
    statement: '<p>Coloque as palavras em ordem alfabética, como no dicionário.</p>',
    skills: ['EF35LP12'],
    points: 1,
    data: { items: ['baleia', 'barco', 'bola', 'bule'] },
    explanation: 'Quando a primeira letra é igual, compare a segunda, depois a terceira.',
  },
  {
    type: 'essay',
    statement: `${TEXTO}<p>Escreva, com suas palavras, um final diferente para a história.</p>`,
    skills: ['EF35LP03'],
    points: 2,
    data: {},
    explanation: 'Observe a coerência com o começo da história e o uso da pontuação.',
  },
];

/** What each classmate answered in the Matemática diagnostic (the quiz's own order; null: left blank). */
const ANSWERS: Record<string, QuizValueData[]> = {
  'ana.ribeiro': [
    0,
    0,
    0,
    [0, 1, 2],
    [0, 1, 2, 3],
    true,
    12.65,
    144,
    [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    0,
    'Cara',
    'Faço 24 dividido por 3, que dá 8.',
  ],
  'davi.oliveira': [
    0,
    1,
    0,
    [0, 3],
    [1, 0, 2, 3],
    true,
    13.35,
    144,
    [
      [0, 0],
      [1, 1],
      [2, 3],
      [3, 2],
    ],
    2,
    'coroa',
    null,
  ],
  'julia.martins': [
    0,
    2,
    1,
    [0, 1],
    [0, 1, 3, 2],
    false,
    12.65,
    48,
    [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ],
    0,
    'cara ou coroa',
    'Pela tabuada do 3.',
  ],
  'aluno.demo': [
    0,
    0,
    0,
    [0, 1, 2],
    [0, 2, 1, 3],
    true,
    12.65,
    144,
    [
      [0, 1],
      [1, 0],
      [2, 2],
      [3, 3],
    ],
    0,
    'cara',
    'Eu conto de 3 em 3 até chegar no 24: deu 8 vezes.',
  ],
};

async function insertQuiz(
  db: Database,
  classroomId: number,
  title: string,
  questions: DemoQuestion[],
  dueAt: Date,
  createdAt: Date,
) {
  const bank = await db
    .insert(schema.questions)
    .values(
      questions.map((q) => ({
        ownerId: null,
        catalogue: true,
        type: q.type,
        statementHtml: q.statement,
        skills: q.skills,
        points: q.points.toFixed(2),
        answerData: q.data,
        explanation: q.explanation,
      })),
    )
    .returning();
  const [assignment] = await db
    .insert(schema.assignments)
    .values({
      classroomId,
      title,
      instructionsHtml:
        '<p>Responda com calma: esta avaliação mostra o que você já sabe e o que vamos estudar.</p>',
      dueAt,
      submissionType: 'quiz',
      category: 'avaliacao',
      quiz: {
        shuffle_questions: false,
        shuffle_options: true,
        attempts: 1,
        time_limit_minutes: null,
        show_answers: 'after_submit',
        seed: randomBytes(16).toString('base64url'),
      },
      createdAt,
    })
    .returning();
  await db.insert(schema.assignmentQuestions).values(
    bank.map((q, position) => ({
      assignmentId: assignment!.id,
      position,
      questionId: q.id,
      type: q.type,
      statementHtml: q.statementHtml,
      skills: q.skills,
      points: q.points,
      answerData: q.answerData,
      explanation: q.explanation,
    })),
  );
  const items: QuizItem[] = bank.map((q) => ({
    question: q.id,
    type: q.type,
    points: Number(q.points),
    data: q.answerData,
  }));
  return { assignment: assignment!, items };
}

/**
 * The demo class's diagnostics, in the catalogue so every teacher can reuse their questions: the
 * Matemática one answered by the whole class (their essays still to be marked), the
 * Língua Portuguesa one open for the demo student.
 */
export async function seedDemoQuizzes(
  db: Database,
  classroomId: number,
  students: { id: number; username: string | null }[],
  now: Date,
) {
  const day = 86_400_000;
  const math = await insertQuiz(
    db,
    classroomId,
    'Diagnóstica de Matemática — 5º ano',
    MATEMATICA,
    new Date(now.getTime() - day),
    new Date(now.getTime() - 5 * day),
  );
  await insertQuiz(
    db,
    classroomId,
    'Diagnóstica de Língua Portuguesa — 5º ano',
    PORTUGUES,
    new Date(now.getTime() + 5 * day),
    new Date(now.getTime() - day),
  );
  for (const student of students) {
    const given = ANSWERS[student.username ?? ''];
    if (!given) continue;
    const answers = math.items.map((item, i) => ({ question: item.question, value: given[i] ?? null }));
    const marks = math.items.map((item, i) => markAnswer(item, answers[i]!.value));
    const { score, max, pending } = scoreOf(math.items, marks);
    const handedIn = new Date(now.getTime() - 3 * day);
    await db.insert(schema.submissions).values({
      assignmentId: math.assignment.id,
      studentId: student.id,
      openedAt: handedIn,
      submittedAt: handedIn,
      quizAnswers: answers,
      quizMarks: marks,
      quizScore: score.toFixed(2),
      quizAttempts: 1,
      grade: gradeOfScore(score, max, pending)?.toFixed(1) ?? null,
    });
  }
}
