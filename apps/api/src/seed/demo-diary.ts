import { isoDay } from '@aula/contracts';
import { schema, type Database } from '@aula/db';
import { calendarService } from '../modules/classrooms';
import { classDays } from '../modules/diary';

/** Two school weeks. */
const RECORDED_DAYS = 10;
/** Monday to Friday, four aulas a day: a 5º ano class with one teacher for most subjects. */
const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, aulas: 4 }));
const CONTENTS = [
  {
    content: 'Frações: leitura do material "Dividindo a pizza" e divisão em partes iguais.',
    skills: ['EF05MA03'],
  },
  { content: 'Frações equivalentes com barras de chocolate desenhadas no caderno.', skills: ['EF05MA04'] },
  { content: 'Leitura compartilhada de fábulas e reconto oral em grupos.', skills: ['EF05LP10'] },
  { content: 'Comparação de frações na reta numérica; correção coletiva.', skills: ['EF05MA03', 'EF05MA04'] },
  { content: 'Produção de texto: reescrita de uma fábula com outro final.', skills: [] },
];

/**
 * The demo class's schedule and its diary of the last two weeks of school before `now`, so the roll call, the
 * attendance and the exports show something real at first login. Two absences, one justified.
 */
export async function seedDemoDiary(
  db: Database,
  classroom: { id: number; schoolYear: number },
  students: { id: number; username: string | null }[],
  now: Date,
) {
  await db
    .insert(schema.classroomSchedule)
    .values(WEEKDAYS.map((w) => ({ classroomId: classroom.id, ...w })));
  const calendar = await calendarService({ db }).calendarOf(classroom);
  const aulas = new Map(WEEKDAYS.map((w) => [w.weekday, w.aulas]));
  const days = classDays(calendar, aulas, `${classroom.schoolYear}-01-01`, isoDay(-1, now.getTime()))
    .filter((day) => !day.nonSchoolReason)
    .slice(-RECORDED_DAYS);
  const davi = students.find((s) => s.username === 'davi.oliveira');
  const julia = students.find((s) => s.username === 'julia.martins');
  for (const [i, day] of days.entries()) {
    const { content, skills } = CONTENTS[i % CONTENTS.length]!;
    const [record] = await db
      .insert(schema.diaryRecords)
      .values({
        classroomId: classroom.id,
        date: day.date,
        aulas: day.aulas,
        content,
        skills,
        studentIds: students.map((s) => s.id),
      })
      .returning();
    const absences = [
      ...(davi && i === 1
        ? [{ studentId: davi.id, aulas: day.aulas, justified: true, reason: 'Atestado médico' }]
        : []),
      ...(julia && i === days.length - 2
        ? [{ studentId: julia.id, aulas: 2, justified: false, reason: '' }]
        : []),
    ];
    if (absences.length > 0) {
      await db.insert(schema.diaryAbsences).values(absences.map((a) => ({ recordId: record!.id, ...a })));
    }
  }
}
