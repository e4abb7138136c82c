import type { LessonPlan } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PlanCard } from '../catalogue/plan-card';
import { PlanHeader } from '../plan/plan-header';
import { CollectionField } from './collection-field';
import { CoverField } from './cover-field';
import { EditorFormLayout } from './editor-form-layout';
import { planFormDefaults, planFormSchema, splitCodes, type PlanFormValues } from './form-values';
import { TaxonomyFields } from './taxonomy-fields';
import { useEditorForm, type EditorFormProps } from './use-editor-form';
import { BnccField, TextAreaField, TitleField } from './text-fields';

const SERVER_FIELDS = ['title', 'description', 'etapa', 'ano', 'componente', 'collection', 'cover'] as const;

function previewPlan(values: PlanFormValues, plan?: LessonPlan): LessonPlan {
  return {
    id: plan?.id ?? 0,
    title: values.title || 'Livro sem título',
    description: values.description,
    cover: values.cover?.id ?? null,
    cover_url: values.cover?.url ?? null,
    etapa: values.etapa || null,
    ano: values.ano || null,
    componente: values.componente || null,
    bncc_codes: splitCodes(values.bncc),
    collection: plan?.collection ?? null,
    position: plan?.position ?? 0,
    published: values.published,
    premium: values.premium,
    lessons_count: plan?.lessons_count ?? 0,
    is_custom: plan?.is_custom ?? false,
    copied_from: plan?.copied_from ?? null,
    created_at: plan?.created_at ?? new Date().toISOString(),
    updated_at: plan?.updated_at ?? new Date().toISOString(),
  };
}

/**
 * A plan's form, shared by staff (catalogue: taxonomy required, collection, publication) and teachers
 * (their own books). Includes a preview of the card and the page readers will see.
 */
export function PlanForm({
  plan,
  mode,
  uploadRoute,
  submitLabel,
  onSubmit,
  onCancel,
  onSaved,
  blockSearchChanges = false,
  headingLevel = 'h2',
}: { plan?: LessonPlan; mode: 'admin' | 'teacher' } & EditorFormProps<PlanFormValues>) {
  const admin = mode === 'admin';
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema(admin)),
    defaultValues: planFormDefaults(plan),
  });
  const { register, control, formState, setValue } = form;
  const { errors } = formState;
  const editor = useEditorForm(form, {
    fields: SERVER_FIELDS,
    fallback: 'Não foi possível salvar o livro.',
    save: onSubmit,
    onSaved,
    blockSearchChanges,
  });

  const values = useWatch({ control }) as PlanFormValues;
  return (
    <EditorFormLayout
      editor={editor}
      idInfix="livro-"
      submitLabel={submitLabel}
      onCancel={onCancel}
      preview={() => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Prévia: o cartão no catálogo e o topo da página do livro
          </Typography>
          <Box sx={{ maxWidth: 340 }}>
            <PlanCard plan={previewPlan(values, plan)} to="#" headingLevel={headingLevel} />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
            <PlanHeader plan={previewPlan(values, plan)} headingLevel={headingLevel} />
          </Paper>
        </Box>
      )}
    >
      <TitleField label="Título do livro" field={register('title')} error={errors.title} />
      <TextAreaField
        label="Descrição"
        field={register('description')}
        error={errors.description}
        hint="O que a turma vai aprender e como."
      />
      <TaxonomyFields control={control} setValue={setValue} etapa={values.etapa} required={admin} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: admin ? '1fr 1fr' : '1fr' },
        }}
      >
        <BnccField field={register('bncc')} error={errors.bncc} />
        {admin && (
          <Controller
            control={control}
            name="collection"
            render={({ field }) => <CollectionField value={field.value} onChange={field.onChange} />}
          />
        )}
      </Box>
      <Controller
        control={control}
        name="cover"
        render={({ field }) => (
          <CoverField
            value={field.value}
            onChange={field.onChange}
            uploadRoute={uploadRoute}
            headingLevel={headingLevel}
          />
        )}
      />
      {admin && (
        <Paper
          variant="outlined"
          sx={{ p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Controller
            control={control}
            name="premium"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                label="Premium: o conteúdo das aulas é só para assinantes"
              />
            )}
          />
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />}
                label="Publicado: aparece no catálogo dos professores"
              />
            )}
          />
        </Paper>
      )}
    </EditorFormLayout>
  );
}
