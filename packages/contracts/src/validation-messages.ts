import { z } from 'zod';
import { formatInteger } from './format';
import { plural } from './plural';

type Issue = z.core.$ZodRawIssue;

const lengthUnits: Record<string, [string, string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
};

const expectedTypes: Record<string, string> = {
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  bigint: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Informe verdadeiro ou falso.',
  date: 'Informe uma data válida.',
  array: 'Informe uma lista.',
  object: 'Envie os dados como um objeto JSON.',
};

const formats: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço (URL) válido.',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  datetime: 'Informe uma data e hora válidas.',
  date: 'Informe uma data válida.',
  time: 'Informe um horário válido.',
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const first = Number(issue.minimum) <= 1;
  if (first && issue.origin === 'string') return 'Campo obrigatório.';
  if (first && (issue.origin === 'array' || issue.origin === 'set')) return 'Escolha ao menos um item.';
  const unit = lengthUnits[issue.origin];
  if (unit) return `Use ao menos ${plural(Number(issue.minimum), ...unit)}.`;
  if (issue.origin === 'date') return 'Data anterior à permitida.';
  const n = formatInteger(Number(issue.minimum));
  return issue.inclusive ? `Informe um valor a partir de ${n}.` : `Informe um valor maior que ${n}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const unit = lengthUnits[issue.origin];
  if (unit) return `Use no máximo ${plural(Number(issue.maximum), ...unit)}.`;
  if (issue.origin === 'date') return 'Data posterior à permitida.';
  const n = formatInteger(Number(issue.maximum));
  return issue.inclusive ? `Informe um valor de no máximo ${n}.` : `Informe um valor menor que ${n}.`;
}

/**
 * The message of a validation issue whose schema names none, in Brazilian Portuguese: what the
 * forms show beside a field and the API sends as `{"field": ["message"]}`. A schema's own message
 * still wins (zod asks the schema first).
 */
function validationMessage(issue: Issue): string {
  if (issue.input === undefined) {
    // No body at all is not a missing field.
    const noBody = issue.code === 'invalid_type' && issue.expected === 'object' && !issue.path?.length;
    return noBody ? expectedTypes.object! : 'Campo obrigatório.';
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === null) return 'Campo obrigatório.';
      return expectedTypes[issue.expected] ?? 'Valor inválido.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formats[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return issue.values.length > 1 && issue.values.length <= 12
        ? `Escolha uma destas opções: ${issue.values.map(String).join(', ')}.`
        : 'Valor inválido.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${formatInteger(Number(issue.divisor))}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não reconhecido: ${issue.keys[0]}.`
        : `Campos não reconhecidos: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

/** Makes `validationMessage` zod's default for this process (API) or page (web); idempotent. */
export function configureValidationMessages(): void {
  z.config({ customError: validationMessage });
}
