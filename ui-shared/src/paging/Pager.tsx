import Pagination, {type PaginationProps} from '@mui/material/Pagination';

/** How many pages `count` rows make at `pageSize` a page, at least one. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * The page links under a list (pages from 1), shown only when the rows take more than one page: the lists load a
 * page at a time (skip = (page - 1) * pageSize).
 */
export function Pager({
  count,
  pageSize,
  page,
  onPage,
  ...props
}: {count: number; pageSize: number; page: number; onPage: (page: number) => void} & Pick<
  PaginationProps,
  'size' | 'sx'
>) {
  const pages = pageCount(count, pageSize);
  if (pages < 2) return null;
  return <Pagination {...props} count={pages} page={page} onChange={(_, next) => onPage(next)} />;
}
