import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { PublicObjectFilters } from '../../../dataProvider/publicObjectMethods';
import type { PublicObjectListInit } from '../../../schema/publicObjects';
import { PublicLoadStatus, usePublicLoad } from '../viewings/publicLoad';
import { PublicObjectCardView } from './PublicObjectCardView';
import { PublicObjectFrame } from './PublicObjectFrame';

const readInit = (provider: AppDataProvider) => provider.getPublicObjectListInit();

/** A typed number, or undefined when empty or not a number. */
const numberOf = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

function Filters({
  init,
  onApply,
}: {
  init: PublicObjectListInit;
  onApply: (filters: PublicObjectFilters) => void;
}) {
  const translate = useTranslate();
  const [objectType, setObjectType] = useState('');
  const [rooms, setRooms] = useState('');
  const [price, setPrice] = useState('');
  if (init.filters.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      objectType: objectType || undefined,
      roomsMin: numberOf(rooms),
      priceMax: numberOf(price),
      page: 1,
    });
  };
  const field = { size: 'small' as const, sx: { minWidth: 140, flex: '1 1 140px' } };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('public_objects_filters')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {init.filters.includes('objectType') && init.objectTypes.length > 1 && (
        <TextField
          {...field}
          select
          label={translate('public_objects_filter_type')}
          value={objectType}
          onChange={(e) => setObjectType(e.target.value)}
        >
          <MenuItem value="">{translate('public_objects_filter_all')}</MenuItem>
          {init.objectTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`public_objects_type_${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {init.filters.includes('rooms') && (
        <TextField
          {...field}
          label={translate('public_objects_filter_rooms')}
          value={rooms}
          inputMode="decimal"
          onChange={(e) => setRooms(e.target.value)}
        />
      )}
      {init.filters.includes('price') && (
        <TextField
          {...field}
          label={translate('public_objects_filter_price')}
          value={price}
          inputMode="numeric"
          onChange={(e) => setPrice(e.target.value)}
        />
      )}
      <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
        {translate('public_objects_filter_apply')}
      </Button>
    </Box>
  );
}

function Offers({
  framed,
  filters,
  onPage,
}: {
  framed: boolean;
  filters: PublicObjectFilters;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const { search } = useLocation();
  const key = JSON.stringify(filters);
  const read = useCallback(
    (provider: AppDataProvider) => provider.getPublicObjects(JSON.parse(key) as PublicObjectFilters),
    [key],
  );
  const { load, reload } = usePublicLoad(read);
  if (load.state !== 'done') return <PublicLoadStatus load={load} onRetry={reload} />;
  const { objects, total, page, pageSize } = load.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (objects.length === 0) return <Typography>{translate('public_objects_none')}</Typography>;
  return (
    <>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {translate('public_objects_count', { smart_count: total })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {objects.map((object) => (
          <PublicObjectCardView key={object.id} object={object} framed={framed} search={search} />
        ))}
      </Box>
      {pages > 1 && (
        <Box
          component="nav"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', mt: 2 }}
        >
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {translate('public_objects_previous')}
          </Button>
          <Typography variant="body2">{translate('public_objects_page', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {translate('public_objects_next')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The public object list (and its iframe variant): the page builder's title and filters, the offers as cards. */
export function PublicObjectListView({ framed }: { framed: boolean }) {
  const translate = useTranslate();
  const { load, reload } = usePublicLoad(readInit);
  const [filters, setFilters] = useState<PublicObjectFilters>({ page: 1 });
  const init = load.state === 'done' ? load.data : null;
  return (
    <PublicObjectFrame
      framed={framed}
      project={init?.project.name}
      title={init?.title || translate('public_objects_title')}
      intro={init?.intro}
      languages={init?.languages}
    >
      <PublicLoadStatus load={load} onRetry={reload} />
      {init && (
        <>
          <Filters init={init} onApply={setFilters} />
          <Offers framed={framed} filters={filters} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
        </>
      )}
    </PublicObjectFrame>
  );
}
