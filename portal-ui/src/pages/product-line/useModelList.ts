import {useState} from 'react';
import {ASSIGN_PAGE_SIZE} from './productLine.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/** The state of one side of the assign page: search, page, selection and the all flag. */
export function useModelListState() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [all, setAll] = useState(false);
  const filter = useDebouncedValue(search.trim(), 300);
  return {
    search,
    page,
    selected,
    all,
    variables: {filter: filter || null, skip: (page - 1) * ASSIGN_PAGE_SIZE, first: ASSIGN_PAGE_SIZE},
    onSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    onPage: setPage,
    onToggle: (id: string) =>
      setSelected(s => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    onAll: setAll,
    clear: () => {
      setSelected(new Set());
      setAll(false);
    },
  };
}
