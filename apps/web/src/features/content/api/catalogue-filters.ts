import { ANOS, COMPONENTES, ETAPAS } from '@aula/contracts';

/** The catalogue's filters, as kept in the URL (`/dashboard/books?etapa=...&page=2`). */
export interface CatalogueFilters {
  search: string;
  etapa: string;
  ano: string;
  componente: string;
  bncc: string;
  collection: string;
  page: number;
}

export const FILTER_KEYS = ['search', 'etapa', 'ano', 'componente', 'bncc', 'collection'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const known = (list: readonly { value: string }[], value: string | null) =>
  value && list.some((item) => item.value === value) ? value : '';

/** Unknown values in a hand-edited URL are dropped rather than sent to the API (which refuses them). */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  const collection = params.get('collection') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    etapa: known(ETAPAS, params.get('etapa')),
    ano: known(ANOS, params.get('ano')),
    componente: known(COMPONENTES, params.get('componente')),
    bncc: (params.get('bncc') ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20),
    collection: /^\d+$/.test(collection) ? collection : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToParams(filters: Partial<CatalogueFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** Anos and componentes that belong to the chosen etapa (all of them when none is chosen). */
export function anosFor(etapa: string) {
  return etapa ? ANOS.filter((ano) => ano.etapa === etapa) : ANOS;
}

export function componentesFor(etapa: string) {
  return etapa
    ? COMPONENTES.filter((componente) => (componente.etapas as readonly string[]).includes(etapa))
    : COMPONENTES;
}
