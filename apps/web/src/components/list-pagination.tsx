import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/**
 * A list's pager (page 0-based, as TablePagination counts) with the panel's translated labels. On a
 * phone its toolbar wraps, so the next-page arrow stays on screen.
 */
export function ListPagination(props: {
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  limit: number;
  onLimitChange: (limit: number) => void;
  limits: number[];
  /** "Rows per page", or what the rows are. */
  limitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      onPageChange={(_, p) => props.onPageChange(p)}
      rowsPerPage={props.limit}
      onRowsPerPageChange={(e) => {
        props.onLimitChange(Number(e.target.value));
        props.onPageChange(0);
      }}
      rowsPerPageOptions={props.limits}
      labelRowsPerPage={props.limitLabel}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.displayedRows', { from: String(from), to: String(to), count: String(count) })
      }
      getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
