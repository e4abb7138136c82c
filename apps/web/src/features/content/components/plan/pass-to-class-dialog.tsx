import { spaRoutes, type StoredFile, type SubmissionType } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActivityMaterialsField, type LinkDraft } from '@/components/activity-materials/materials-field';
import { AudienceField, type Audience } from '@/components/activity-materials/audience-field';
import { DueDateField } from '@/components/activity-materials/due-date-field';
import { StudentPreviewToggle } from '@/components/activity-materials/student-preview';
import { SubmissionTypeField } from '@/components/activity-materials/submission-type-field';
import { ClassroomChecklist } from '@/components/activity-materials/classroom-checklist';
import { toggleId } from '@/components/activity-materials/toggle-id';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { textToHtml } from '@/lib/paragraphs';
import { useSnackbar } from '@/lib/toast';
import {
  PartlyPassed,
  useClassroomChoices,
  useClassroomStudents,
  usePassToClasses,
} from '../../api/pass-to-class';

/**
 * "Passar para a turma", from a lesson page (catalogue or own book): choose the classes, the due
 * date and — for one class — the students, attach files and links, see what students will see,
 * and stay on the page. The lesson is linked to each class by the same request.
 */
export function PassToClassDialog({
  lesson,
  onClose,
}: {
  lesson: { id: number; title: string };
  onClose: () => void;
}) {
  const choices = useClassroomChoices(true);
  const pass = usePassToClasses();
  const { enqueueSnackbar } = useSnackbar();
  const [chosenClasses, setChosenClasses] = useState<number[]>([]);
  const [title, setTitle] = useState(lesson.title);
  const [instructions, setInstructions] = useState('');
  const [due, setDue] = useState<Dayjs | null>(null);
  const [type, setType] = useState<SubmissionType>('text');
  const [audience, setAudience] = useState<Audience>('all');
  const [chosenStudents, setChosenStudents] = useState<number[]>([]);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [links, setLinks] = useState<LinkDraft[]>([]);
  const single = chosenClasses.length === 1 ? chosenClasses[0]! : null;
  const students = useClassroomStudents(single);
  const byStudents = single !== null && audience === 'chosen';
  const failure = pass.error instanceof PartlyPassed ? pass.error.cause : pass.error;
  const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
  const nameOf = (id: number) => choices.data?.results.find((c) => c.id === id)?.name ?? `turma ${id}`;

  const toggleClass = (id: number, on: boolean) => {
    setChosenClasses((list) => toggleId(list, id, on));
    setChosenStudents([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pass.mutate(
      {
        classrooms: chosenClasses,
        input: {
          lesson: lesson.id,
          title: title.trim(),
          instructions: instructions.trim() ? textToHtml(instructions) : '',
          due_at: due?.isValid() ? due.toISOString() : null,
          students: byStudents ? chosenStudents : null,
          submission_type: type,
          attachments: files.map((f) => f.id),
          links: links.map((l) => ({ url: l.url, ...(l.title ? { title: l.title } : {}) })),
        },
      },
      {
        onSuccess: (passed) => {
          enqueueSnackbar(
            passed.length === 1
              ? `Atividade passada para ${nameOf(passed[0]!.classroom)}.`
              : `Atividade passada para ${passed.length} turmas.`,
            { variant: 'success' },
          );
          onClose();
        },
      },
    );
  };

  const classes = choices.data?.results ?? [];
  return (
    <FormDialog
      title="Passar para a turma"
      onClose={onClose}
      onSubmit={submit}
      pending={pass.isPending}
      submitLabel="Passar atividade"
      pendingLabel="Passando…"
      submitDisabled={
        chosenClasses.length === 0 || !title.trim() || (byStudents && chosenStudents.length === 0)
      }
      contentSx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Da aula “{lesson.title}”: os alunos verão o material do aluno desta aula. Se a aula ainda não está na
        turma, ela entra junto.
      </Typography>
      {pass.error instanceof PartlyPassed && (
        <Alert severity="warning">
          Passada para {pass.error.passed.map((p) => nameOf(p.classroom)).join(', ')}, mas não para{' '}
          {nameOf(pass.error.failedClassroom)}: {errorMessage(pass.error.cause, 'tente de novo.')}
        </Alert>
      )}
      {pass.isError && !(pass.error instanceof PartlyPassed) && Object.keys(fieldErrors).length === 0 && (
        <Alert severity="error">{errorMessage(pass.error, 'Não foi possível passar a atividade.')}</Alert>
      )}
      {fieldErrors.lesson?.[0] && <Alert severity="error">{fieldErrors.lesson[0]}</Alert>}
      {choices.isPending ? (
        <Skeleton variant="rounded" height={96} role="status" aria-label="Carregando suas turmas…" />
      ) : choices.isError ? (
        <Alert severity="error">{errorMessage(choices.error, 'Não deu para carregar suas turmas.')}</Alert>
      ) : classes.length === 0 ? (
        <Alert severity="info">
          Você ainda não tem turmas.{' '}
          <Link component={RouterLink} to={spaRoutes.teacherClassrooms}>
            Crie uma turma
          </Link>{' '}
          para passar esta aula.
        </Alert>
      ) : (
        <ClassroomChecklist classrooms={classes} chosen={chosenClasses} onToggle={toggleClass} />
      )}
      <TextField
        label="Título"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(fieldErrors.title)}
        helperText={fieldErrors.title?.[0]}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Instruções para os alunos"
        multiline
        minRows={2}
        value={instructions}
        onChange={(e) => setInstructions(e.target.value)}
        error={Boolean(fieldErrors.instructions)}
        helperText={fieldErrors.instructions?.[0] ?? 'Opcional.'}
      />
      <DueDateField value={due} onChange={setDue} error={fieldErrors.due_at?.[0]} />
      {single !== null && (
        <AudienceField
          students={students.data ?? []}
          audience={audience}
          onAudienceChange={setAudience}
          chosen={chosenStudents}
          onChosenChange={setChosenStudents}
          error={fieldErrors.students?.[0]}
        />
      )}
      {chosenClasses.length > 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Com mais de uma turma, a atividade vai para a turma toda em cada uma.
        </Typography>
      )}
      <SubmissionTypeField value={type} onChange={setType} />
      <ActivityMaterialsField
        files={files}
        onFilesChange={setFiles}
        links={links}
        onLinksChange={setLinks}
        errors={fieldErrors}
      />
      <StudentPreviewToggle title={title} instructions={instructions} due={due} files={files} links={links} />
    </FormDialog>
  );
}
