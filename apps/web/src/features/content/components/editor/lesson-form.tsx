import type { Lesson, LessonInput } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import { PageSubmitActions } from '@/components/submit-actions';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { LessonBody } from '../plan/lesson-body';
import { AttachmentsField } from './attachments-field';
import {
  lessonFormDefaults,
  lessonFormSchema,
  previewLesson,
  toLessonInput,
  type LessonFormValues,
} from './form-values';
import { RichTextEditor } from './rich-text-editor';

const SERVER_FIELDS = [
  'title',
  'duration_minutes',
  'objectives',
  'materials',
  'content_html',
  'student_content',
  'video_url',
  'attachments',
] as const;

/**
 * The lesson editor shared by staff (catalogue) and teachers (their own books): fields, rich content,
 * attachments, a preview of what readers will see, and a warning before leaving unsaved changes.
 */
export function LessonForm({
  lesson,
  uploadEndpoint,
  submitLabel,
  onSubmit,
  onCancel,
  onSaved,
  blockSearchChanges = false,
}: {
  lesson?: Lesson;
  uploadEndpoint: string;
  submitLabel: string;
  onSubmit: (input: LessonInput) => Promise<unknown>;
  onCancel: () => void;
  /** After a successful save (navigation is allowed from here on). */
  onSaved: () => void;
  /** Inside a screen that switches views through the query string (Meus livros). */
  blockSearchChanges?: boolean;
}) {
  const [tab, setTab] = useState<'editar' | 'previa'>('editar');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: lessonFormDefaults(lesson),
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const values = useWatch({ control }) as LessonFormValues;
  const { errors, isDirty, isSubmitting } = formState;
  const unsaved = useUnsavedChanges(isDirty && !formState.isSubmitSuccessful, blockSearchChanges);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toLessonInput(values));
      unsaved.allowNextNavigation();
      onSaved();
    } catch (error) {
      setTab('editar');
      const message = applyServerErrors(error, setError, SERVER_FIELDS, 'Não foi possível salvar a aula.');
      setFormError(message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Tabs
        value={tab}
        onChange={(_, next: 'editar' | 'previa') => setTab(next)}
        aria-label="Modo do editor"
        sx={{ mb: 2 }}
      >
        <Tab value="editar" label="Editar" id="aba-editar" aria-controls="painel-editar" />
        <Tab value="previa" label="Pré-visualizar" id="aba-previa" aria-controls="painel-previa" />
      </Tabs>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box id="painel-editar" role="tabpanel" aria-labelledby="aba-editar" hidden={tab !== 'editar'}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
            <TextField
              label="Título da aula"
              required
              {...register('title')}
              error={Boolean(errors.title)}
              helperText={errors.title?.message}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Duração (minutos)"
              type="number"
              required
              {...register('duration_minutes', { valueAsNumber: true })}
              error={Boolean(errors.duration_minutes)}
              helperText={errors.duration_minutes?.message}
              slotProps={{ htmlInput: { min: 1, max: 600, inputMode: 'numeric' } }}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              label="Objetivos"
              multiline
              minRows={3}
              {...register('objectives')}
              error={Boolean(errors.objectives)}
              helperText={errors.objectives?.message ?? 'Um objetivo por linha.'}
            />
            <TextField
              label="Materiais"
              multiline
              minRows={3}
              {...register('materials')}
              error={Boolean(errors.materials)}
              helperText={errors.materials?.message ?? 'Um material por linha.'}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              label="Códigos BNCC"
              placeholder="EF05MA12, EF05MA13"
              {...register('bncc')}
              error={Boolean(errors.bncc)}
              helperText={errors.bncc?.message ?? 'Separe os códigos por vírgula ou espaço.'}
            />
            <TextField
              label="Vídeo (YouTube ou Vimeo)"
              placeholder="https://www.youtube.com/watch?v=…"
              type="url"
              {...register('video_url')}
              error={Boolean(errors.video_url)}
              helperText={errors.video_url?.message ?? 'Opcional. Cole o link do vídeo.'}
            />
          </Box>
          <Controller
            control={control}
            name="content_html"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Conteúdo da aula"
                value={field.value}
                onChange={field.onChange}
                uploadEndpoint={uploadEndpoint}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="student_content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Material do aluno"
                value={field.value}
                onChange={field.onChange}
                uploadEndpoint={uploadEndpoint}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  'O que a turma lê ou faz. É só isto (e os anexos marcados) que os alunos da turma veem.'
                }
              />
            )}
          />
          <Controller
            control={control}
            name="attachments"
            render={({ field, fieldState }) => (
              <AttachmentsField
                value={field.value}
                onChange={field.onChange}
                uploadEndpoint={uploadEndpoint}
                error={fieldState.error?.message ?? errors.attachments?.root?.message}
              />
            )}
          />
        </Box>
      </Box>
      <Box id="painel-previa" role="tabpanel" aria-labelledby="aba-previa" hidden={tab !== 'previa'}>
        {tab === 'previa' && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Prévia: é assim que os professores verão a aula
            </Typography>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {values.title || 'Aula sem título'}
            </Typography>
            <LessonBody lesson={previewLesson(values, lesson)} />
          </Paper>
        )}
      </Box>
      <PageSubmitActions onCancel={onCancel} pending={isSubmitting} label={submitLabel} />
      {unsaved.dialog}
    </Box>
  );
}
