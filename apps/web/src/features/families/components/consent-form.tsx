import {
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  consentDecisionInputSchema,
  type ConsentDecisionInput,
  type ConsentNotice,
} from '@aula/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

type Decision = ConsentDecisionInput['decision'];
type Errors = Partial<Record<'guardian_name' | 'relationship', string>>;

/** Field errors of the contract's check or of the server's answer, by field. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'guardian_name' || field === 'relationship') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The guardian's answer: her name, parentesco, the weekly e-mail, and "Autorizo" or "Não autorizo".
 * A plain form (no form library): this page must stay light on a cheap phone.
 */
export function ConsentForm({
  notice,
  pending,
  error,
  onDecide,
}: {
  notice: ConsentNotice;
  pending: boolean;
  error: unknown;
  onDecide: (input: ConsentDecisionInput) => void;
}) {
  const [name, setName] = useState(notice.guardian.name);
  const [relationship, setRelationship] = useState<string>(notice.guardian.relationship);
  const [weekly, setWeekly] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const serverErrors =
    error instanceof ApiError
      ? errorsOf(
          Object.entries(error.fieldErrors).map(([field, messages]) => ({
            path: [field],
            message: messages.join(' '),
          })),
        )
      : {};
  const shown = { ...serverErrors, ...errors };
  const general =
    error && Object.keys(serverErrors).length === 0
      ? errorMessage(error, 'Não foi possível enviar. Tente de novo.')
      : null;

  const decide = (decision: Decision) => {
    const parsed = consentDecisionInputSchema.safeParse({
      decision,
      guardian_name: name,
      relationship,
      weekly_summary: weekly,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    onDecide(parsed.data);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ mt: 3 }}
      onSubmit={(event) => event.preventDefault()}
      aria-label="Sua resposta"
    >
      <TextField
        id="consentimento-nome"
        label="Seu nome"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(shown.guardian_name)}
        helperText={shown.guardian_name}
        autoComplete="name"
        fullWidth
      />
      <FormControl error={Boolean(shown.relationship)}>
        <FormLabel id="consentimento-parentesco">Você é</FormLabel>
        <RadioGroup
          aria-labelledby="consentimento-parentesco"
          value={relationship}
          onChange={(event) => setRelationship(event.target.value)}
        >
          {GUARDIAN_RELATIONSHIPS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={GUARDIAN_RELATIONSHIP_LABELS[value]}
            />
          ))}
        </RadioGroup>
        {shown.relationship && <FormHelperText>{shown.relationship}</FormHelperText>}
      </FormControl>
      {notice.guardian.has_email && (
        <FormControlLabel
          control={<Checkbox checked={weekly} onChange={(event) => setWeekly(event.target.checked)} />}
          label="Quero receber um resumo semanal por e-mail"
        />
      )}
      <FormError message={general} />
      <Stack spacing={1.5}>
        <Button
          size="large"
          variant="contained"
          disabled={pending}
          onClick={() => decide('granted')}
          sx={{ py: 1.5, fontSize: '1.125rem' }}
        >
          Autorizo
        </Button>
        <Button
          size="large"
          variant="outlined"
          disabled={pending}
          onClick={() => decide('refused')}
          sx={{ py: 1.5, fontSize: '1.125rem' }}
        >
          Não autorizo
        </Button>
      </Stack>
    </Stack>
  );
}
