import { ANOS, COMPONENTES, etapaLabel } from '@aula/contracts';
import { ValidationFailure } from '../../lib/errors';

export interface BnccFields {
  etapa?: string | null | undefined;
  ano?: string | null | undefined;
  componentes?: string[] | undefined;
}

/**
 * The class's etapa, ano and componentes after a change, checked against the BNCC taxonomy: an ano
 * sets its etapa when none is given; an ano or componente of another etapa is refused.
 */
export function classroomBnccFields(
  input: BnccFields,
  current: { etapa: string | null; ano: string | null; componentes: string[] },
) {
  const ano = input.ano !== undefined ? input.ano : current.ano;
  const anoEtapa = ano ? ANOS.find((a) => a.value === ano)!.etapa : null;
  let etapa = input.etapa !== undefined ? input.etapa : current.etapa;
  if (input.etapa === undefined && input.ano) etapa = anoEtapa;
  if (ano && !etapa) etapa = anoEtapa;
  const componentes = input.componentes ?? current.componentes;
  if (ano && anoEtapa !== etapa) {
    throw ValidationFailure.field('ano', `Este ano não é da etapa ${etapaLabel(etapa)}.`);
  }
  if (componentes.length > 0 && !etapa) {
    throw ValidationFailure.field('etapa', 'Escolha a etapa antes dos componentes.');
  }
  for (const value of componentes) {
    const componente = COMPONENTES.find((c) => c.value === value)!;
    if (!(componente.etapas as readonly string[]).includes(etapa!)) {
      throw ValidationFailure.field(
        'componentes',
        `${componente.label} não é um componente da etapa ${etapaLabel(etapa)}.`,
      );
    }
  }
  return { etapa, ano, componentes };
}
