import type { Lesson, LessonInput } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LessonBody } from '../plan/lesson-body';
import { AttachmentsField } from './attachments-field';
import { EditorFormLayout } from './editor-form-layout';
import {
  lessonFormDefaults,
  lessonFormSchema,
  previewLesson,
  toLessonInput,
  type LessonFormValues,
} from './form-values';
import { RichTextEditor } from './rich-text-editor';
import { useEditorForm, type EditorFormProps } from './use-editor-form';
import { BnccField, TextAreaField, TitleField } from './text-fields';
import { fieldWithError } from '@/lib/form-errors';

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
  uploadRoute,
  submitLabel,
  onSubmit,
  onCancel,
  onSaved,
  blockSearchChanges = false,
  headingLevel = 'h2',
}: { lesson?: Lesson } & EditorFormProps<LessonInput>) {
  const form = useForm<LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: lessonFormDefaults(lesson),
  });
  const { register, control, formState } = form;
  const values = useWatch({ control }) as LessonFormValues;
  const { errors } = formState;
  const editor = useEditorForm(form, {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível salvar a aula.',
    save: (checked) => onSubmit(toLessonInput(checked)),
    onSaved,
    blockSearchChanges,
  });

  return (
    <EditorFormLayout
      editor={editor}
      idInfix=""
      submitLabel={submitLabel}
      onCancel={onCancel}
      preview={() => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Prévia: é assim que os professores verão a aula
          </Typography>
          <Typography variant="h5" component={headingLevel} sx={{ fontWeight: 700, mb: 2 }}>
            {values.title || 'Aula sem título'}
          </Typography>
          <LessonBody
            lesson={previewLesson(values, lesson)}
            headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
          />
        </Paper>
      )}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
        <TitleField label="Título da aula" field={register('title')} error={errors.title} />
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
        <TextAreaField
          label="Objetivos"
          field={register('objectives')}
          error={errors.objectives}
          hint="Um objetivo por linha."
        />
        <TextAreaField
          label="Materiais"
          field={register('materials')}
          error={errors.materials}
          hint="Um material por linha."
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BnccField field={register('bncc')} error={errors.bncc} />
        <TextField
          label="Vídeo (YouTube ou Vimeo)"
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          {...fieldWithError(register, errors, 'video_url', 'Opcional. Cole o link do vídeo.')}
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
            uploadRoute={uploadRoute}
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
            uploadRoute={uploadRoute}
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
            uploadRoute={uploadRoute}
            error={fieldState.error?.message ?? errors.attachments?.root?.message}
            headingLevel={headingLevel}
          />
        )}
      />
    </EditorFormLayout>
  );
}
