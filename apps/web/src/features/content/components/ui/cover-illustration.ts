import { COMPONENTES } from '@aula/contracts';

/** The illustrations in public/covers/, by componente; the Ensino Médio areas borrow their closest one. */
const ILLUSTRATION_OF: Record<string, string> = {
  'lingua-portuguesa': 'lingua-portuguesa',
  linguagens: 'lingua-portuguesa',
  matematica: 'matematica',
  ciencias: 'ciencias',
  'ciencias-natureza': 'ciencias',
  historia: 'historia',
  'ciencias-humanas': 'historia',
  geografia: 'geografia',
  arte: 'arte',
  'educacao-fisica': 'educacao-fisica',
  'lingua-inglesa': 'lingua-inglesa',
  'ensino-religioso': 'ensino-religioso',
};

const CAMPOS_DE_EXPERIENCIA = new Set(
  COMPONENTES.filter((c) => c.etapas.every((etapa) => etapa === 'educacao-infantil')).map((c) => c.value),
);

/**
 * Address of the drawing for a plan without a cover of its own: its componente's, Educação Infantil's
 * for a campo de experiência (or any plan of that etapa), else a generic one. Static files, so the
 * drawings cost the page's JavaScript nothing.
 */
export function coverIllustration(plan: { componente: string | null; etapa: string | null }): string {
  const { componente, etapa } = plan;
  const name =
    (componente && ILLUSTRATION_OF[componente]) ??
    ((componente && CAMPOS_DE_EXPERIENCIA.has(componente)) || etapa === 'educacao-infantil'
      ? 'educacao-infantil'
      : 'geral');
  return `${import.meta.env.BASE_URL}covers/${name}.svg`;
}
