import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { QuestionFilters } from '../../api/questions';

/** The bank's filters with the search box debounced; a new filter goes back to the first page. */
export function useBankFilters(initial: Partial<Omit<QuestionFilters, 'search'>> = {}) {
  const [chosen, setChosen] = useState<Omit<QuestionFilters, 'search'>>({
    skill: '',
    type: '',
    page: 1,
    ...initial,
  });
  const [search, setSearchText] = useState('');
  const settled = useDebouncedValue(search.trim(), 350);
  const filters: QuestionFilters = { ...chosen, search: settled };
  const change = (changes: Partial<QuestionFilters>) => setChosen((current) => ({ ...current, ...changes }));
  const setSearch = (text: string) => {
    setSearchText(text);
    setChosen((current) => ({ ...current, page: 1 }));
  };
  return { filters, change, search, setSearch };
}
