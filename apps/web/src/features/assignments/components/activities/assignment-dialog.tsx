import {
  type Assignment,
  type StoredFile,
  type SubmissionType,
  type TeacherClassroom,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { ActivityMaterialsField, type LinkDraft } from '@/components/activity-materials/materials-field';
import { AudienceField, type Audience } from '@/components/activity-materials/audience-field';
import { DueDateField } from '@/components/activity-materials/due-date-field';
import { StudentPreviewToggle } from '@/components/activity-materials/student-preview';
import { SubmissionTypeField } from '@/components/activity-materials/submission-type-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-client';
import { useSnackbar } from '@/lib/toast';
import { useCreateAssignment, useUpdateAssignment } from '../../api/assignments';
import { htmlToText, textToHtml } from '@/lib/paragraphs';
import { GradingFields, gradingDraftOf, gradingOf, type GradingDraft } from './grading-fields';
import { PublishAtField } from './publish-at-field';
import { quizDraftOf, quizInputOf, type QuizDraft } from '../../quiz/quiz-draft';
import { QuizFields } from '../quiz/quiz-fields';
import { RubricEditor, rubricDraftOf, rubricOf, type RubricDraft } from '../correction/rubric-editor';

type LinkedLesson = TeacherClassroom['lessons'][number]['lesson'];

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** Only what changed: a closed period refuses any weight, period or due date sent, even the same one. */
function changedGrading(editing: Assignment, grading: Pick<Assignment, 'category' | 'weight' | 'period'>) {
  const before = gradingOf(gradingDraftOf(editing)).value;
  return Object.fromEntries(
    (['category', 'weight', 'period'] as const)
      .filter((key) => before?.[key] !== grading[key])
      .map((key) => [key, grading[key]]),
  );
}

/** "Passar atividade": from a linked lesson (title filled in) or from scratch; or edit one already passed. */
export function AssignmentDialog({
  classroom,
  lesson,
  editing,
  open,
  onClose,
}: {
  classroom: TeacherClassroom;
  lesson: LinkedLesson | null;
  /** The activity to edit. */
  editing?: Assignment;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateAssignment(classroom.id);
  const update = useUpdateAssignment(classroom.id);
  const save = editing ? update : create;
  const { enqueueSnackbar } = useSnackbar();
  const [title, setTitle] = useState(editing?.title ?? lesson?.title ?? '');
  // As plain text, like the box it was typed in; sent back only if it changed (see htmlToText).
  const [initialInstructions] = useState(() => htmlToText(editing?.instructions ?? ''));
  const [instructions, setInstructions] = useState(initialInstructions);
  const [due, setDue] = useState<Dayjs | null>(editing?.due_at ? dayjs(editing.due_at) : null);
  const [scheduled, setScheduled] = useState(Boolean(editing?.publish_at));
  const [publish, setPublish] = useState<Dayjs | null>(
    editing?.publish_at ? dayjs(editing.publish_at) : null,
  );
  const [audience, setAudience] = useState<Audience>(editing?.students ? 'chosen' : 'all');
  const [chosen, setChosen] = useState<number[]>(editing?.students ?? []);
  const [type, setType] = useState<SubmissionType>(editing?.submission_type ?? 'text');
  const [files, setFiles] = useState<StoredFile[]>(editing?.attachments ?? []);
  const [links, setLinks] = useState<LinkDraft[]>(
    editing?.links.map((l) => ({ url: l.url, title: l.title === l.url ? '' : l.title })) ?? [],
  );
  const [rubric, setRubric] = useState<RubricDraft | null>(() => rubricDraftOf(editing?.rubric));
  const [grading, setGrading] = useState<GradingDraft>(() => gradingDraftOf(editing));
  const [weightError, setWeightError] = useState<string | undefined>();
  const [quiz, setQuiz] = useState<QuizDraft>(() => quizDraftOf(editing));
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];
  const isoOrNull = (date: Dayjs | null) => (date && date.isValid() ? date.toISOString() : null);
  const publishAt = scheduled ? isoOrNull(publish) : null;
  const publishAfterDue = Boolean(publishAt && due?.isValid() && publish?.isAfter(due));
  const publishError = publishAfterDue
    ? 'A publicação precisa ser antes do prazo.'
    : fieldError('publish_at');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const counted = gradingOf(grading);
    setWeightError(counted.error);
    if (!counted.value) return;
    const fields = {
      title: title.trim(),
      due_at: isoOrNull(due),
      publish_at: publishAt,
      students: audience === 'all' ? null : chosen,
      submission_type: type,
      attachments: files.map((f) => f.id),
      links: links.map((l) => ({ url: l.url, ...(l.title ? { title: l.title } : {}) })),
      // Saving a draft's form publishes it (the list says "Rascunho" until then).
      ...(editing?.draft ? { draft: false } : {}),
      rubric: rubricOf(rubric),
      ...(type === 'quiz' ? quizInputOf(quiz) : {}),
      ...(editing ? changedGrading(editing, counted.value) : counted.value),
    };
    const html = instructions.trim() ? textToHtml(instructions) : '';
    const done = (message: string) => () => {
      enqueueSnackbar(message, { variant: 'success' });
      onClose();
    };
    if (editing) {
      const changed = instructions.trim() !== initialInstructions;
      const { due_at, ...rest } = fields;
      const dueChanged = !sameInstant(editing.due_at, due_at);
      update.mutate(
        {
          id: editing.id,
          patch: { ...rest, ...(dueChanged ? { due_at } : {}), ...(changed ? { instructions: html } : {}) },
        },
        { onSuccess: done('Atividade atualizada.') },
      );
      return;
    }
    create.mutate(
      { ...fields, lesson: lesson?.id ?? null, instructions: html },
      { onSuccess: done('Atividade passada para a turma.') },
    );
  };

  return (
    <FormDialog
      open={open}
      title={editing ? 'Editar atividade' : 'Passar atividade'}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? (editing.draft ? 'Salvar e publicar' : 'Salvar') : 'Passar atividade'}
      pendingLabel={editing ? 'Salvando…' : 'Passando…'}
      submitDisabled={
        !title.trim() ||
        (audience === 'chosen' && chosen.length === 0) ||
        publishAfterDue ||
        (scheduled && !publishAt) ||
        (type === 'quiz' && quiz.questions.length === 0)
      }
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}
    >
      {lesson && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Da aula “{lesson.title}”: os alunos verão o material do aluno desta aula.
        </Typography>
      )}
      {save.isError && Object.keys(fieldErrors).length === 0 && (
        <Alert severity="error">{errorMessage(save.error, 'Não foi possível salvar a atividade.')}</Alert>
      )}
      <TextField
        label="Título"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(fieldError('title') ?? fieldError('lesson'))}
        helperText={fieldError('title') ?? fieldError('lesson')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Instruções para os alunos"
        multiline
        minRows={3}
        value={instructions}
        onChange={(e) => setInstructions(e.target.value)}
        error={Boolean(fieldError('instructions'))}
        helperText={
          fieldError('instructions') ?? 'Opcional. Ex.: “Leia o texto e responda às perguntas no caderno.”'
        }
      />
      <ActivityMaterialsField
        files={files}
        onFilesChange={setFiles}
        links={links}
        onLinksChange={setLinks}
        errors={fieldErrors}
      />
      <DueDateField
        value={due}
        onChange={setDue}
        error={fieldError('due_at')}
        hint="Opcional. Depois do prazo, a entrega fica “com atraso”."
      />
      <PublishAtField
        scheduled={scheduled}
        onScheduledChange={setScheduled}
        value={publish}
        onChange={setPublish}
        allowPast={Boolean(editing)}
        error={publishError}
      />
      <SubmissionTypeField value={type} onChange={setType} quiz />
      {type === 'quiz' && (
        <QuizFields
          value={quiz}
          onChange={setQuiz}
          lesson={lesson ?? editing?.lesson ?? null}
          errorOf={(name) =>
            Object.entries(fieldErrors).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1]?.[0]
          }
        />
      )}
      <GradingFields
        classroomId={classroom.id}
        value={grading}
        onChange={setGrading}
        errors={{
          category: fieldError('category'),
          weight: weightError ?? fieldError('weight'),
          period: fieldError('period'),
        }}
      />
      <AudienceField
        students={classroom.students}
        audience={audience}
        onAudienceChange={setAudience}
        chosen={chosen}
        onChosenChange={setChosen}
        error={fieldError('students')}
      />
      <StudentPreviewToggle title={title} instructions={instructions} due={due} files={files} links={links} />
      {type !== 'quiz' && (
        <RubricEditor
          value={rubric}
          onChange={setRubric}
          error={Object.entries(fieldErrors).find(([key]) => key.startsWith('rubric'))?.[1]?.[0]}
        />
      )}
    </FormDialog>
  );
}
