import { z } from 'zod';

/** Stages of Brazilian basic education (BNCC), with URL-friendly values. */
export const ETAPAS = [
  { value: 'educacao-infantil', label: 'Educação Infantil' },
  { value: 'fundamental-1', label: 'Ensino Fundamental I' },
  { value: 'fundamental-2', label: 'Ensino Fundamental II' },
  { value: 'ensino-medio', label: 'Ensino Médio' },
] as const;

export type Etapa = (typeof ETAPAS)[number]['value'];

const ano = (value: string, label: string, etapa: Etapa) => ({ value, label, etapa });

/** Years (or BNCC age groups, in Educação Infantil), each within one etapa. */
export const ANOS = [
  ano('ei-bebes', 'Bebês (até 1 ano e meio)', 'educacao-infantil'),
  ano('ei-bem-pequenas', 'Crianças bem pequenas (1 a 3 anos)', 'educacao-infantil'),
  ano('ei-pequenas', 'Crianças pequenas (4 e 5 anos)', 'educacao-infantil'),
  ano('ef-1', '1º ano', 'fundamental-1'),
  ano('ef-2', '2º ano', 'fundamental-1'),
  ano('ef-3', '3º ano', 'fundamental-1'),
  ano('ef-4', '4º ano', 'fundamental-1'),
  ano('ef-5', '5º ano', 'fundamental-1'),
  ano('ef-6', '6º ano', 'fundamental-2'),
  ano('ef-7', '7º ano', 'fundamental-2'),
  ano('ef-8', '8º ano', 'fundamental-2'),
  ano('ef-9', '9º ano', 'fundamental-2'),
  ano('em-1', '1ª série', 'ensino-medio'),
  ano('em-2', '2ª série', 'ensino-medio'),
  ano('em-3', '3ª série', 'ensino-medio'),
] as const;

const ALL: readonly Etapa[] = ['educacao-infantil', 'fundamental-1', 'fundamental-2', 'ensino-medio'];
const EF: readonly Etapa[] = ['fundamental-1', 'fundamental-2'];
const componente = (value: string, label: string, etapas: readonly Etapa[]) => ({ value, label, etapas });

/** Curriculum components; in Educação Infantil, the BNCC "campos de experiência". */
export const COMPONENTES = [
  componente('eu-outro-nos', 'O eu, o outro e o nós', ['educacao-infantil']),
  componente('corpo-gestos-movimentos', 'Corpo, gestos e movimentos', ['educacao-infantil']),
  componente('tracos-sons-cores-formas', 'Traços, sons, cores e formas', ['educacao-infantil']),
  componente('escuta-fala-pensamento', 'Escuta, fala, pensamento e imaginação', ['educacao-infantil']),
  componente('espacos-tempos-quantidades', 'Espaços, tempos, quantidades, relações e transformações', [
    'educacao-infantil',
  ]),
  componente('lingua-portuguesa', 'Língua Portuguesa', [...EF, 'ensino-medio']),
  componente('matematica', 'Matemática', [...EF, 'ensino-medio']),
  componente('ciencias', 'Ciências', EF),
  componente('historia', 'História', EF),
  componente('geografia', 'Geografia', EF),
  componente('arte', 'Arte', EF),
  componente('educacao-fisica', 'Educação Física', EF),
  componente('lingua-inglesa', 'Língua Inglesa', ['fundamental-2', 'ensino-medio']),
  componente('ensino-religioso', 'Ensino Religioso', EF),
  componente('linguagens', 'Linguagens e suas Tecnologias', ['ensino-medio']),
  componente('ciencias-natureza', 'Ciências da Natureza e suas Tecnologias', ['ensino-medio']),
  componente('ciencias-humanas', 'Ciências Humanas e Sociais Aplicadas', ['ensino-medio']),
  componente('projeto-de-vida', 'Projeto de Vida', ALL.slice(1)),
] as const;

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value) as [T['value'], ...T['value'][]];

export const etapaSchema = z.enum(values(ETAPAS), { error: 'Escolha uma etapa válida.' });
export const anoSchema = z.enum(values(ANOS), { error: 'Escolha um ano válido.' });
export const componenteSchema = z.enum(values(COMPONENTES), {
  error: 'Escolha um componente curricular válido.',
});
export type Ano = z.infer<typeof anoSchema>;
export type Componente = z.infer<typeof componenteSchema>;

const labelOf = (list: readonly { value: string; label: string }[], value: string | null | undefined) =>
  list.find((item) => item.value === value)?.label ?? null;

export const etapaLabel = (value: string | null | undefined) => labelOf(ETAPAS, value);
export const anoLabel = (value: string | null | undefined) => labelOf(ANOS, value);
export const componenteLabel = (value: string | null | undefined) => labelOf(COMPONENTES, value);

/**
 * BNCC skill codes: EI03EF01 (Educação Infantil), EF05MA12 / EF15LP01 / EF69LP01 (Fundamental),
 * EM13MAT101 / EM13LP01 (Médio).
 */
export const BNCC_CODE_PATTERN = /^(EI0[1-3][A-Z]{2}\d{2}|EF\d{2}[A-Z]{2}\d{2}|EM13[A-Z]{2,3}\d{2,3})$/;

export const bnccCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(BNCC_CODE_PATTERN, 'Código BNCC inválido (ex.: EF05MA12, EI03EF01, EM13MAT101).');
