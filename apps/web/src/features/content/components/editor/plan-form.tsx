import type { LessonPlan } from '@aula/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/lib/form-errors';
import { PageSubmitActions } from '@/components/submit-actions';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { PlanCard } from '../catalogue/plan-card';
import { PlanHeader } from '../plan/plan-header';
import { CollectionField } from './collection-field';
import { CoverField } from './cover-field';
import { planFormDefaults, planFormSchema, splitCodes, type PlanFormValues } from './form-values';
import { TaxonomyFields } from './taxonomy-fields';

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
  uploadEndpoint,
  submitLabel,
  onSubmit,
  onCancel,
  onSaved,
  blockSearchChanges = false,
}: {
  plan?: LessonPlan;
  mode: 'admin' | 'teacher';
  uploadEndpoint: string;
  submitLabel: string;
  onSubmit: (values: PlanFormValues) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
  /** Inside a screen that switches views through the query string (Meus livros). */
  blockSearchChanges?: boolean;
}) {
  const admin = mode === 'admin';
  const [tab, setTab] = useState<'editar' | 'previa'>('editar');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema(admin)),
    defaultValues: planFormDefaults(plan),
  });
  const { register, control, handleSubmit, formState, setValue, setError } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const unsaved = useUnsavedChanges(isDirty && !formState.isSubmitSuccessful, blockSearchChanges);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      unsaved.allowNextNavigation();
      onSaved();
    } catch (error) {
      setTab('editar');
      setFormError(applyServerErrors(error, setError, SERVER_FIELDS, 'Não foi possível salvar o livro.'));
    }
  });

  const values = useWatch({ control }) as PlanFormValues;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Tabs
        value={tab}
        onChange={(_, next: 'editar' | 'previa') => setTab(next)}
        aria-label="Modo do editor"
        sx={{ mb: 2 }}
      >
        <Tab value="editar" label="Editar" id="aba-livro-editar" aria-controls="painel-livro-editar" />
        <Tab
          value="previa"
          label="Pré-visualizar"
          id="aba-livro-previa"
          aria-controls="painel-livro-previa"
        />
      </Tabs>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box
        id="painel-livro-editar"
        role="tabpanel"
        aria-labelledby="aba-livro-editar"
        hidden={tab !== 'editar'}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <TextField
            label="Título do livro"
            required
            {...register('title')}
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Descrição"
            multiline
            minRows={3}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'O que a turma vai aprender e como.'}
          />
          <TaxonomyFields control={control} setValue={setValue} etapa={values.etapa} required={admin} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: admin ? '1fr 1fr' : '1fr' },
            }}
          >
            <TextField
              label="Códigos BNCC"
              placeholder="EF05MA12, EF05MA13"
              {...register('bncc')}
              error={Boolean(errors.bncc)}
              helperText={errors.bncc?.message ?? 'Separe os códigos por vírgula ou espaço.'}
            />
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
              <CoverField value={field.value} onChange={field.onChange} uploadEndpoint={uploadEndpoint} />
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
                    control={
                      <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
                    }
                    label="Premium: o conteúdo das aulas é só para assinantes"
                  />
                )}
              />
              <Controller
                control={control}
                name="published"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
                    }
                    label="Publicado: aparece no catálogo dos professores"
                  />
                )}
              />
            </Paper>
          )}
        </Box>
      </Box>
      <Box
        id="painel-livro-previa"
        role="tabpanel"
        aria-labelledby="aba-livro-previa"
        hidden={tab !== 'previa'}
      >
        {tab === 'previa' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Prévia: o cartão no catálogo e o topo da página do livro
            </Typography>
            <Box sx={{ maxWidth: 340 }}>
              <PlanCard plan={previewPlan(values, plan)} to="#" headingLevel="h3" />
            </Box>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <PlanHeader plan={previewPlan(values, plan)} headingLevel="h3" />
            </Paper>
          </Box>
        )}
      </Box>
      <PageSubmitActions onCancel={onCancel} pending={isSubmitting} label={submitLabel} />
      {unsaved.dialog}
    </Box>
  );
}
