import Typography from '@mui/material/Typography';
import { useFamilyView } from '../api/families';
import { classesText } from './consent-notice';
import { FamilyQueryState } from './family-query-state';
import { FamilyShell } from './family-shell';
import { ActivityList, PostsList, ReturnedList, Section, attendanceText } from './family-sections';

const TITLE = 'Acompanhamento da família';

/** /familia/:token — what one child has to do, what is late, what was corrected, attendance, the mural. */
export function FamilyPage({ token }: { token: string }) {
  const view = useFamilyView(token);
  if (!view.isSuccess) return <FamilyQueryState title={TITLE} query={view} />;
  const { student, classes, todo, late, returned, attendance_rate, posts } = view.data;
  return (
    <FamilyShell title={TITLE}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {student.first_name} na escola
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{classesText(classes)}</Typography>
      <Section title="Para fazer" empty={todo.length === 0 ? 'Nada para fazer agora.' : null}>
        <ActivityList activities={todo} />
      </Section>
      <Section title="Atrasadas" empty={late.length === 0 ? 'Nenhuma tarefa atrasada.' : null}>
        <ActivityList activities={late} />
      </Section>
      <Section title="Corrigidas" empty={returned.length === 0 ? 'Nenhuma tarefa corrigida ainda.' : null}>
        <ReturnedList returned={returned} />
      </Section>
      <Section title="Frequência" empty={null}>
        <Typography>{attendanceText(attendance_rate)}</Typography>
      </Section>
      <Section title="Mural da turma" empty={posts.length === 0 ? 'Nenhum aviso no mural.' : null}>
        <PostsList posts={posts} />
      </Section>
    </FamilyShell>
  );
}
