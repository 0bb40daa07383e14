import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES, isPageSize, type PageSize } from '../../schema/constants';
import { ELLIPSIS, pageButtons, pageCount } from './pageButtons';

export interface PaginationProps {
  page: number;
  perPage: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

/** Page size 5/10/20/50, the shown range, and at most nine page buttons with ellipses. */
export function Pagination({ page, perPage, total, onPage, onPerPage }: PaginationProps) {
  const translate = useTranslate();
  const pages = pageCount(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box
      component="nav"
      aria-label={translate('list_pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <TextField
        select
        size="small"
        variant="outlined"
        margin="none"
        fullWidth={false}
        label={translate('list_rows_per_page')}
        value={perPage}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onPerPage(size);
        }}
        sx={{ minWidth: 140 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ mx: 1 }}>
        {translate('list_range', { from, to, total })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
        <IconButton
          aria-label={translate('list_previous_page')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          size="small"
        >
          <ChevronLeft />
        </IconButton>
        {pageButtons(page, pages).map((item, index) =>
          item === ELLIPSIS ? (
            <Typography key={`gap-${index}`} aria-hidden sx={{ px: 0.5 }}>
              {ELLIPSIS}
            </Typography>
          ) : (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={translate('list_page', { page: item })}
              onClick={() => onPage(item)}
              sx={{ minWidth: 36 }}
            >
              {item}
            </Button>
          ),
        )}
        <IconButton
          aria-label={translate('list_next_page')}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          size="small"
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
