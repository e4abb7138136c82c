import { extractText } from 'unpdf';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizQuestion, StudentQuestion } from '@aula/contracts';
import { createTestApp, type TestApp } from './app';
import { callsAs, signedIn, studentJoined, type Who } from './users';

type Room = { id: number; code: string };

const base = { skills: ['EF05MA03'], points: 2 };
/** One question of each type, with its statement, as a teacher writes them in the bank. */
const BANK = [
  {
    type: 'single_choice',
    statement: '<p>Qual fração é igual a 1/2?</p>',
    options: [{ text: '2/4', correct: true }, { text: '1/3' }, { text: '3/4' }, { text: '2/3' }],
  },
  {
    type: 'multiple_choice',
    statement: '<p>Quais são iguais a 0,5?</p>',
    options: [{ text: '1/2', correct: true }, { text: '5/10', correct: true }, { text: '1/5' }],
  },
  { type: 'true_false', statement: '<p>1/4 é maior que 1/2.</p>', answer: false },
  { type: 'numeric', statement: '<p>Quanto é 1,5 + 1,75?</p>', answer: 3.25, tolerance: 0.01 },
  { type: 'short_text', statement: '<p>Como se lê 3/4?</p>', accepted: ['três quartos'] },
  {
    type: 'matching',
    statement: '<p>Associe a fração ao decimal.</p>',
    skills: ['EF05MA02'],
    pairs: [
      { left: '1/2', right: '0,5' },
      { left: '1/4', right: '0,25' },
      { left: '3/4', right: '0,75' },
    ],
  },
  {
    type: 'ordering',
    statement: '<p>Ordene da menor para a maior.</p>',
    skills: ['EF05MA02'],
    items: ['1/8', '1/4', '1/2', '3/4'],
  },
  { type: 'essay', statement: '<p>Explique como comparar 2/3 e 3/5.</p>' },
];

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/** The right answer to a question as this student was shown it, worked out from the teacher's copy. */
function rightAnswer(shown: StudentQuestion, own: QuizQuestion) {
  switch (shown.type) {
    case 'single_choice':
      return shown.options!.findIndex((o) => own.options!.find((x) => x.text === o.text)!.correct);
    case 'multiple_choice':
      return shown.options!.flatMap((o, i) =>
        own.options!.find((x) => x.text === o.text)!.correct ? [i] : [],
      );
    case 'true_false':
    case 'numeric':
      return own.answer!;
    case 'short_text':
      return own.accepted![0]!;
    case 'matching':
      return shown.left!.map((left, l) => [
        l,
        shown.right!.indexOf(own.pairs!.find((p) => p.left === left)!.right),
      ]);
    case 'ordering':
      return own.items!.map((item) => shown.items!.indexOf(item));
    case 'essay':
      return 'Divido em partes iguais e comparo.';
  }
}

describe('quiz activities', () => {
  let t: TestApp;
  let teacher: Who;
  let otherTeacher: Who;
  let ana: Who;
  let bruno: Who;
  let outsider: Who;
  let room: Room;
  let questionIds: number[];
  const { call, ok } = callsAs(() => t);

  async function newQuiz(quiz: object = {}, extra: object = {}, ids = questionIds) {
    return ok(
      'POST',
      `/api/content/classrooms/${room.id}/assignments/`,
      teacher,
      {
        title: 'Diagnóstica de frações',
        submission_type: 'quiz',
        questions: ids.map((question) => ({ question })),
        quiz,
        ...extra,
      },
      201,
    );
  }
  const open = (who: Who, id: number) => ok('GET', `/api/student/assignments/${id}/`, who);
  const submit = (who: Who, id: number, answers: object[]) =>
    call('POST', `/api/student/assignments/${id}/submit/`, who, { answers });

  /** All right, from what the student was shown. */
  function allRight(activity: { questions: QuizQuestion[] }, shown: { questions: StudentQuestion[] }) {
    return shown.questions.map((q) => ({
      question: q.id,
      value: rightAnswer(
        q,
        activity.questions.find((x) => x.question === q.id)!,
      ),
    }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signedIn(t, { firstName: 'Marta' });
    otherTeacher = await signedIn(t, { firstName: 'Rui' });
    room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Turma das frações', school_year: 2026, ano: 'ef-5', componentes: ['matematica'] },
      201,
    );
    const otherRoom = await ok(
      'POST',
      '/api/content/classrooms/',
      otherTeacher,
      { name: 'Outra', school_year: 2026 },
      201,
    );
    ana = await studentJoined(t, room, 'ana.quiz', 'Ana');
    bruno = await studentJoined(t, room, 'bruno.quiz', 'Bruno');
    outsider = await studentJoined(t, otherRoom, 'caio.quiz', 'Caio');
    questionIds = [];
    for (const body of BANK) {
      questionIds.push((await ok('POST', '/api/content/questions/', teacher, { ...base, ...body }, 201)).id);
    }
  });
  afterAll(() => t?.close());

  it('gives the teacher her copy with the answers, and the student none of them', async () => {
    const quiz = await newQuiz({ shuffle_questions: true, shuffle_options: true });
    expect(quiz).toMatchObject({
      submission_type: 'quiz',
      max_score: 16,
      quiz: {
        shuffle_questions: true,
        shuffle_options: true,
        attempts: 1,
        time_limit_minutes: null,
        show_answers: 'after_submit',
      },
    });
    expect(quiz.questions[0]).toMatchObject({
      question: questionIds[0],
      options: BANK[0]!.options!.map((o) => ({ text: o.text, correct: !!o.correct })),
    });
    expect(quiz.quiz).not.toHaveProperty('seed');
    const shown = await open(ana, quiz.id);
    expect(shown.questions).toHaveLength(8);
    expect(shown.questions.map((q: StudentQuestion) => q.id).sort()).toEqual([...questionIds].sort());
    const keys = new Set(keysOf(shown.questions));
    for (const secret of ['correct', 'answer', 'tolerance', 'accepted', 'pairs', 'explanation']) {
      expect(keys.has(secret), secret).toBe(false);
    }
    expect(keysOf(shown.quiz)).not.toContain('seed');
    expect(shown.quiz).toMatchObject({
      score: null,
      marks: null,
      solutions: null,
      can_attempt: true,
      attempts_used: 0,
    });
    // The order of a matching's right column or an ordering's items is their answer: never as in the bank.
    const ordering = shown.questions.find((q: StudentQuestion) => q.type === 'ordering');
    expect(ordering.items).not.toEqual(BANK[6]!.items);
    const matching = shown.questions.find((q: StudentQuestion) => q.type === 'matching');
    expect(matching.right).not.toEqual(BANK[5]!.pairs!.map((p) => p.right));
    // The same student sees the same order on every visit.
    expect((await open(ana, quiz.id)).questions).toEqual(shown.questions);
  });

  it('grades every type, accents and case in short answers and numeric tolerance included; essays wait', async () => {
    const quiz = await newQuiz({ shuffle_options: true });
    const shown = await open(ana, quiz.id);
    const answers = allRight(quiz, shown).map((a) => {
      const q = shown.questions.find((x: StudentQuestion) => x.id === a.question);
      if (q.type === 'short_text') return { ...a, value: '  TRES   Quartos ' };
      if (q.type === 'numeric') return { ...a, value: 3.255 };
      return a;
    });
    const res = await submit(ana, quiz.id, answers);
    expect(res.statusCode, res.body).toBe(200);
    const handedIn = res.json();
    expect(handedIn.status).toBe('submitted');
    expect(handedIn.quiz).toMatchObject({ score: 14, max_score: 16, attempts_used: 1, can_attempt: false });
    const essay = questionIds[7]!;
    for (const mark of handedIn.quiz.marks) {
      expect(mark, String(mark.question)).toEqual(
        mark.question === essay
          ? { question: essay, correct: null, points: null, pending: true }
          : { question: mark.question, correct: true, points: 2, pending: false },
      );
    }
    // Solutions once no attempt is left, as she was shown the lists.
    const single = shown.questions.find((q: StudentQuestion) => q.type === 'single_choice');
    const solution = handedIn.quiz.solutions.find((s: { question: number }) => s.question === single.id);
    expect(single.options[solution.value].text).toBe('2/4');

    const rows = await ok('GET', `/api/content/assignments/${quiz.id}/submissions/`, teacher);
    const anaRow = rows.find((r: { student: { id: number } }) => r.student.id === ana.id);
    expect(anaRow).toMatchObject({
      score: 14,
      max_score: 16,
      grade: null,
      quiz: { pending: 1, paper: false },
    });
    expect(rows.find((r: { student: { id: number } }) => r.student.id === bruno.id)).toMatchObject({
      score: null,
      max_score: 16,
      quiz: null,
    });

    const tooMuch = await call(
      'PATCH',
      `/api/content/assignments/${quiz.id}/submissions/${ana.id}/`,
      teacher,
      {
        question_points: [{ question: essay, points: 3 }],
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()['question_points.0.points']).toEqual(['Esta questão vale no máximo 2 pontos.']);
    const notEssay = await call(
      'PATCH',
      `/api/content/assignments/${quiz.id}/submissions/${ana.id}/`,
      teacher,
      {
        question_points: [{ question: questionIds[0], points: 1 }],
      },
    );
    expect(notEssay.statusCode).toBe(400);
    // Only a quiz with an essay to mark waits in "Para corrigir".
    const waiting = async () =>
      (await ok('GET', '/api/content/review-queue/', teacher)).results.filter(
        (r: { assignment: { id: number } }) => r.assignment.id === quiz.id,
      ).length;
    expect(await waiting()).toBe(1);
    const graded = await ok('PATCH', `/api/content/assignments/${quiz.id}/submissions/${ana.id}/`, teacher, {
      question_points: [{ question: essay, points: 1.5 }],
    });
    // 15.5 of 16 → 9.6875 → 9.7
    expect(graded).toMatchObject({ score: 15.5, grade: 9.7, quiz: { pending: 0 } });
    expect(await waiting()).toBe(0);
  });

  it('gives partial points in multiple choice and matching, none in ordering', async () => {
    const quiz = await newQuiz({ shuffle_options: true }, {}, [
      questionIds[1]!,
      questionIds[5]!,
      questionIds[6]!,
    ]);
    const shown = await open(bruno, quiz.id);
    const right = allRight(quiz, shown);
    const answers = right.map((a) => {
      const q = shown.questions.find((x: StudentQuestion) => x.id === a.question);
      if (q.type === 'multiple_choice') return { ...a, value: [(a.value as number[])[0]] };
      if (q.type === 'matching') {
        // The first pair right, the other two swapped.
        const pairs = a.value as [number, number][];
        return { ...a, value: [pairs[0], [pairs[1]![0], pairs[2]![1]], [pairs[2]![0], pairs[1]![1]]] };
      }
      return { ...a, value: [...(a.value as number[])].reverse() };
    });
    const handedIn = (await submit(bruno, quiz.id, answers)).json();
    const marks = Object.fromEntries(handedIn.quiz.marks.map((m: { question: number }) => [m.question, m]));
    expect(marks[questionIds[1]!]).toMatchObject({ correct: false, points: 1 });
    expect(marks[questionIds[5]!]).toMatchObject({ correct: false, points: 0.67 });
    expect(marks[questionIds[6]!]).toMatchObject({ correct: false, points: 0 });
    expect(handedIn.quiz.score).toBe(1.67);
    // 1.67 of 6 → 2.78 → 2.8, and no essay: graded at once.
    const rows = await ok('GET', `/api/content/assignments/${quiz.id}/submissions/`, teacher);
    expect(rows.find((r: { student: { id: number } }) => r.student.id === bruno.id).grade).toBe(2.8);
  });

  it('refuses answers of the wrong shape or of other questions, naming the field', async () => {
    const quiz = await newQuiz({}, {}, [questionIds[0]!, questionIds[6]!]);
    await open(ana, quiz.id);
    const outOfRange = await submit(ana, quiz.id, [{ question: questionIds[0], value: 9 }]);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()['answers.0.value']).toEqual(['Resposta em formato inválido para esta questão.']);
    const foreign = await submit(ana, quiz.id, [{ question: questionIds[3], value: 1 }]);
    expect(foreign.json()['answers.0.question']).toEqual(['Esta questão não é desta avaliação.']);
    const repeated = await submit(ana, quiz.id, [{ question: questionIds[6], value: [0, 0, 1, 2] }]);
    expect(repeated.statusCode).toBe(400);
    const none = await call('POST', `/api/student/assignments/${quiz.id}/submit/`, ana, { text: 'oi' });
    expect(none.json().answers).toEqual(['Envie as respostas da avaliação.']);
  });

  it('shows marks only when the teacher allows it', async () => {
    const quiz = await newQuiz({ show_answers: 'after_return' }, {}, [questionIds[0]!, questionIds[2]!]);
    const shown = await open(ana, quiz.id);
    const handedIn = (await submit(ana, quiz.id, allRight(quiz, shown))).json();
    expect(handedIn.quiz).toMatchObject({ score: null, max_score: null, marks: null, solutions: null });
    expect(keysOf(handedIn.quiz)).not.toContain('correct');
    await ok('PATCH', `/api/content/assignments/${quiz.id}/submissions/${ana.id}/`, teacher, {
      returned: true,
    });
    const returned = await open(ana, quiz.id);
    expect(returned.quiz).toMatchObject({ score: 4, max_score: 4 });
    expect(returned.quiz.solutions).toHaveLength(2);
    expect(returned.grade).toBe(10);

    const never = await newQuiz({ show_answers: 'never' }, {}, [questionIds[2]!]);
    await open(bruno, never.id);
    expect(
      (await submit(bruno, never.id, [{ question: questionIds[2], value: true }])).json().quiz.marks,
    ).toBeNull();

    const afterDue = await newQuiz({ show_answers: 'after_due' }, { due_at: '2030-01-01T12:00:00Z' }, [
      questionIds[2]!,
    ]);
    await open(bruno, afterDue.id);
    expect(
      (await submit(bruno, afterDue.id, [{ question: questionIds[2], value: false }])).json().quiz.score,
    ).toBeNull();
    await t.database.db.execute(
      sql`update assignments set due_at = now() - interval '1 minute' where id = ${afterDue.id}`,
    );
    expect((await open(bruno, afterDue.id)).quiz.score).toBe(2);
  });

  it('takes as many attempts as set, the last one counting, and keeps the earlier ones', async () => {
    const quiz = await newQuiz({ attempts: 2 }, {}, [questionIds[2]!]);
    await open(ana, quiz.id);
    const first = (await submit(ana, quiz.id, [{ question: questionIds[2], value: true }])).json();
    expect(first.quiz).toMatchObject({ score: 0, attempts_used: 1, can_attempt: true, solutions: null });
    const early = await submit(ana, quiz.id, [{ question: questionIds[2], value: false }]);
    expect(early.statusCode).toBe(409);
    const retried = await ok('POST', `/api/student/assignments/${quiz.id}/retry/`, ana);
    expect(retried.quiz.started_at).not.toBeNull();
    const second = (await submit(ana, quiz.id, [{ question: questionIds[2], value: false }])).json();
    expect(second.quiz).toMatchObject({ score: 2, attempts_used: 2, can_attempt: false });
    expect(second.attempts).toEqual([expect.objectContaining({ score: 0 })]);
    const third = await call('POST', `/api/student/assignments/${quiz.id}/retry/`, ana);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('quiz_no_attempts');
    const again = await submit(ana, quiz.id, [{ question: questionIds[2], value: false }]);
    expect(again.statusCode).toBe(409);
  });

  it('takes one hand-in of a one-attempt quiz however many taps arrive together', async () => {
    const quiz = await newQuiz({}, {}, [questionIds[2]!]);
    await open(ana, quiz.id);
    const answers = [{ question: questionIds[2], value: false }];
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => submit(ana, quiz.id, answers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await open(ana, quiz.id);
    expect(after.quiz).toMatchObject({ attempts_used: 1, score: 2 });
    expect(after.attempts).toEqual([]);
  });

  it('keeps her progress and enforces the time limit, handing in what was saved', async () => {
    const quiz = await newQuiz({ time_limit_minutes: 10 }, {}, [questionIds[0]!, questionIds[2]!]);
    // The list tells the time before she opens it (the clock starts then).
    const todo = await ok('GET', '/api/student/assignments/?status=todo', bruno);
    expect(todo.results.find((a: { id: number }) => a.id === quiz.id)).toMatchObject({
      status: 'assigned',
      time_limit_minutes: 10,
    });
    const shown = await open(bruno, quiz.id);
    expect(shown.quiz.deadline_at).not.toBeNull();
    const right = allRight(quiz, shown);
    const saved = right.filter((a) => a.question === questionIds[2]);
    const draft = await call('PUT', `/api/student/assignments/${quiz.id}/quiz-draft/`, bruno, {
      answers: saved,
      position: 1,
    });
    expect(draft.statusCode, draft.body).toBe(204);
    expect((await open(bruno, quiz.id)).quiz.draft).toEqual({ answers: saved, position: 1 });
    // Within the limit and its minute of grace the hand-in is taken...
    await t.database.db
      .execute(sql`update submissions set quiz_started_at = now() - interval '10 minutes 30 seconds'
      where assignment_id = ${quiz.id} and student_id = ${bruno.id}`);
    const late = await call('PUT', `/api/student/assignments/${quiz.id}/quiz-draft/`, bruno, {
      answers: saved,
      position: 1,
    });
    expect(late.statusCode).toBe(204);
    // ...after it, refused, and what was saved is handed in.
    await t.database.db.execute(sql`update submissions set quiz_started_at = now() - interval '12 minutes'
      where assignment_id = ${quiz.id} and student_id = ${bruno.id}`);
    const refused = await submit(bruno, quiz.id, right);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'O tempo da avaliação acabou. Valeram as respostas salvas até o fim do tempo.',
      code: 'quiz_time_over',
    });
    const after = await open(bruno, quiz.id);
    expect(after.status).toBe('submitted');
    expect(after.quiz).toMatchObject({ score: 2, attempts_used: 1, can_attempt: false });
  });

  it('keeps the score but not the grade of a hand-in in a closed bimestre', async () => {
    const room2 = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Fechada', school_year: 2026 },
      201,
    );
    const lia = await studentJoined(t, room2, 'lia.quiz', 'Lia');
    const quiz = await ok(
      'POST',
      `/api/content/classrooms/${room2.id}/assignments/`,
      teacher,
      { title: 'Q', submission_type: 'quiz', questions: [{ question: questionIds[2] }], period: 1 },
      201,
    );
    await ok('POST', `/api/content/classrooms/${room2.id}/periods/1/close/`, teacher);
    await open(lia, quiz.id);
    const handedIn = (await submit(lia, quiz.id, [{ question: questionIds[2], value: false }])).json();
    expect(handedIn.quiz.score).toBe(2);
    const rows = await ok('GET', `/api/content/assignments/${quiz.id}/submissions/`, teacher);
    expect(rows[0]).toMatchObject({ score: 2, grade: null });
  });

  it('keeps quizzes to their teacher and students, and the bank to its owner', async () => {
    const quiz = await newQuiz({}, {}, [questionIds[0]!]);
    expect((await call('GET', `/api/student/assignments/${quiz.id}/`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/content/assignments/${quiz.id}/results/`, otherTeacher)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/content/assignments/${quiz.id}/results/`, ana)).statusCode).toBe(403);
    expect((await call('GET', `/api/content/classrooms/${room.id}/skills/`, otherTeacher)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/student/assignments/${quiz.id}/retry/`, teacher)).statusCode).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `/api/content/assignments/${quiz.id}/submissions/${ana.id}/answers/`,
          otherTeacher,
          { answers: [] },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/content/assignments/${quiz.id}/pdf/?version=answer_key`, otherTeacher))
        .statusCode,
    ).toBe(404);
    // Another teacher's question cannot be put in a quiz; a catalogue question can.
    const hers = await ok('POST', '/api/content/questions/', otherTeacher, { ...base, ...BANK[2] }, 201);
    const stolen = await call('POST', `/api/content/classrooms/${room.id}/assignments/`, teacher, {
      title: 'X',
      submission_type: 'quiz',
      questions: [{ question: hers.id }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()['questions.0.question']).toEqual(['Questão não encontrada no seu banco.']);
    const staff = await signedIn(t, { firstName: 'Equipe', isStaff: true, isTeacher: false });
    const catalogue = await ok('POST', '/api/content/questions/', staff, { ...base, ...BANK[2] }, 201);
    await newQuiz({}, {}, [catalogue.id]);
    // A quiz needs questions, and only a quiz has them.
    const empty = await call('POST', `/api/content/classrooms/${room.id}/assignments/`, teacher, {
      title: 'Y',
      submission_type: 'quiz',
    });
    expect(empty.json().questions).toEqual(['Escolha ao menos uma questão para a avaliação.']);
    const text = await call('POST', `/api/content/classrooms/${room.id}/assignments/`, teacher, {
      title: 'Z',
      submission_type: 'text',
      questions: [{ question: questionIds[0] }],
    });
    expect(text.statusCode).toBe(400);
  });

  it('keeps a quiz as it was when its bank question changes, and its questions once answered', async () => {
    const quiz = await newQuiz({}, {}, [questionIds[2]!]);
    await ok('PATCH', `/api/content/questions/${questionIds[2]}/`, teacher, {
      ...base,
      ...BANK[2],
      answer: true,
    });
    const copy = await ok('GET', `/api/content/assignments/${quiz.id}/`, teacher);
    expect(copy.questions[0].answer).toBe(false);
    await ok('PATCH', `/api/content/questions/${questionIds[2]}/`, teacher, { ...base, ...BANK[2] });
    await open(ana, quiz.id);
    await submit(ana, quiz.id, [{ question: questionIds[2], value: false }]);
    const change = await call('PATCH', `/api/content/assignments/${quiz.id}/`, teacher, {
      questions: [{ question: questionIds[0] }],
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('quiz_answered');
    const settings = await ok('PATCH', `/api/content/assignments/${quiz.id}/`, teacher, {
      quiz: { attempts: 3 },
    });
    expect(settings.quiz.attempts).toBe(3);
    // "Usar em outra turma" takes the questions along, never the hand-ins.
    const afternoon = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: 'Tarde', school_year: 2026 },
      201,
    );
    const copied = await ok(
      'POST',
      `/api/content/assignments/${quiz.id}/copy/`,
      teacher,
      { classrooms: [afternoon.id] },
      201,
    );
    expect(copied.created[0].assignment).toMatchObject({
      submission_type: 'quiz',
      questions: [expect.objectContaining({ question: questionIds[2], answer: false })],
      quiz: expect.objectContaining({ attempts: 3 }),
      done_count: 0,
    });
  });

  it('reports results per question and per student, the skills grid and the coverage', async () => {
    const quiz = await newQuiz({}, {}, [questionIds[0]!, questionIds[5]!]);
    const anaShown = await open(ana, quiz.id);
    await submit(ana, quiz.id, allRight(quiz, anaShown));
    await open(bruno, quiz.id);
    // Bruno picks the first wrong option and leaves the matching blank.
    await submit(bruno, quiz.id, [{ question: questionIds[0], value: 1 }]);
    const results = await ok('GET', `/api/content/assignments/${quiz.id}/results/`, teacher);
    expect(results.questions[0]).toEqual({
      question: questionIds[0],
      correct_rate: 0.5,
      answers: expect.arrayContaining([
        { value: 0, count: 1 },
        { value: 1, count: 1 },
      ]),
    });
    expect(results.questions[1].answers).toContainEqual({ value: null, count: 1 });
    expect(results.students).toEqual([
      { student: expect.objectContaining({ id: ana.id }), score: 4, max_score: 4, pending: 0 },
      { student: expect.objectContaining({ id: bruno.id }), score: 0, max_score: 4, pending: 0 },
    ]);

    const grid = await ok('GET', `/api/content/classrooms/${room.id}/skills/`, teacher);
    const codes = grid.skills.map((s: { code: string }) => s.code);
    expect(codes).toEqual(['EF05MA02', 'EF05MA03']);
    expect(grid.skills[0].text).toMatch(/\S/);
    const anaRow = grid.rows.find((r: { student: { id: number } }) => r.student.id === ana.id);
    const brunoRow = grid.rows.find((r: { student: { id: number } }) => r.student.id === bruno.id);
    // EF05MA02 (matching, ordering) across the class's quizzes: Ana got all of it right in two quizzes;
    // Bruno 2/3 of a matching (0.67 of 2) and nothing of an ordering earlier, a blank matching now.
    expect(anaRow.cells[0]).toEqual({ earned: 6, possible: 6, rate: 1 });
    expect(brunoRow.cells[0]).toEqual({ earned: 0.67, possible: 6, rate: 0.112 });
    expect(grid.skills[0]).toMatchObject({ average: 0.556, quizzes: 5 });

    const coverage = await ok('GET', `/api/content/classrooms/${room.id}/bncc-coverage/`, teacher);
    expect(coverage.skills.find((s: { code: string }) => s.code === 'EF05MA03').status).toBe('assessed');
    expect(coverage.summary.assessed).toBeGreaterThanOrEqual(2);
  });

  it('prints the test, one answer sheet per student and the key, and grades answers typed from paper', async () => {
    const quiz = await newQuiz({ shuffle_options: true }, {}, [
      questionIds[0]!,
      questionIds[2]!,
      questionIds[5]!,
    ]);
    const pdf = async (version: string) => {
      const res = await call('GET', `/api/content/assignments/${quiz.id}/pdf/?version=${version}`, teacher);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      return (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text;
    };
    const test = await pdf('test');
    expect(test).toContain('Qual fração é igual a 1/2?');
    expect(test).toMatch(/A\)\s*2\/4/);
    expect(test).not.toContain('Resposta: A');
    const sheet = await pdf('answer_sheet');
    expect(sheet).toContain('Folha de respostas — Diagnóstica de frações');
    expect(sheet).toContain('Aluno(a): Ana Dias');
    expect(sheet).toContain('Aluno(a): Bruno Dias');
    const key = await pdf('answer_key');
    expect(key).toContain('Resposta: A');
    expect(key).toContain('Resposta: Falso');
    const plain = await ok(
      'POST',
      `/api/content/classrooms/${room.id}/assignments/`,
      teacher,
      { title: 'Texto' },
      201,
    );
    expect(
      (await call('GET', `/api/content/assignments/${plain.id}/pdf/?version=answer_key`, teacher)).statusCode,
    ).toBe(400);

    // Typed in the quiz's own order: A, F, and the matching as printed (right letters → own indexes).
    const printed = quiz.questions[2].printed.right as number[];
    const matching = [0, 1, 2].map((left) => [left, printed[printed.indexOf(left)]]);
    const typed = await ok(
      'PUT',
      `/api/content/assignments/${quiz.id}/submissions/${bruno.id}/answers/`,
      teacher,
      {
        answers: [
          { question: questionIds[0], value: 0 },
          { question: questionIds[2], value: true },
          { question: questionIds[5], value: matching },
        ],
      },
    );
    expect(typed).toMatchObject({
      status: 'submitted',
      score: 4,
      max_score: 6,
      grade: 6.7,
      quiz: { paper: true },
    });
    const bad = await call(
      'PUT',
      `/api/content/assignments/${quiz.id}/submissions/${bruno.id}/answers/`,
      teacher,
      {
        answers: [{ question: questionIds[0], value: 'A' }],
      },
    );
    expect(bad.statusCode).toBe(400);
  });
});
