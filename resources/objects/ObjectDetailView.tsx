import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { ObjectDetail } from '../../schema/api/objects';
import { objectStateLabelKey } from '../../schema/states';
import { numberLocale, STATE_COLORS } from '../../src/list';
import { useErrorMessages, useNotifyError } from '../../src/list/useNotifyError';
import { useBootstrap } from '../../src/session/useBootstrap';
import { ApplicationLinkSection } from './ApplicationLinkSection';
import { detailGroups, objectState, type DetailFormat } from './objectDetailModel';

// the applications that chose an apartment (ApartmentDetails), loaded with the application screens
const ObjectApplications = lazy(() =>
  import('../applications/ObjectApplications').then((module) => ({ default: module.ObjectApplications })),
);

// the object's viewings with create and draw, loaded with the viewing screens
const ObjectViewings = lazy(() =>
  import('../viewing-appointments/ObjectViewings').then((module) => ({ default: module.ObjectViewings })),
);

/** An apartment's applications with their Offer and Direct assignment buttons (letting projects). */
export function ObjectApplicationsSection({ detail }: { detail: ObjectDetail }) {
  if (detail.type !== 'apartments' || detail.sale) return null;
  return (
    <Suspense fallback={null}>
      <ObjectApplications objectId={detail.id} />
    </Suspense>
  );
}

/** An object's viewings with create and draw, for who may read viewings. */
function ObjectViewingsSection({ objectId }: { objectId: number }) {
  return (
    <Suspense fallback={null}>
      <ObjectViewings objectId={objectId} />
    </Suspense>
  );
}

/**
 * The sections beside an object's edit form, its viewings and its applications: the object as the
 * form loaded it (no second request).
 */
export function ObjectSectionsOf({ id }: { id: number }) {
  const { data } = useGetOne<ObjectDetail>('objects', { id }, { retry: false });
  return data ? (
    <>
      <ObjectViewingsSection objectId={data.id} />
      <ObjectApplicationsSection detail={data} />
    </>
  ) : null;
}

function useDetailFormat(): DetailFormat {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { data: bootstrap } = useBootstrap();
  return useMemo(
    () => ({
      translate,
      locale: numberLocale(language),
      currency: bootstrap?.currency ?? 'CHF',
      currencyOrder: bootstrap?.currencyOrder ?? 'before',
    }),
    [translate, language, bootstrap?.currency, bootstrap?.currencyOrder],
  );
}

/** One object, read only, in the groups of the creation wizard (basics, prices, address, rental, additional). */
export function ObjectDetailView({ detail, actions }: { detail: ObjectDetail; actions?: ReactNode }) {
  const format = useDetailFormat();
  const { translate } = format;
  const state = objectState(detail);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={translate(objectStateLabelKey(detail.type, state), { smart_count: 1, _: state })}
          color={STATE_COLORS[state] ?? 'default'}
        />
        <Typography variant="body2" color="text.secondary">
          {translate(`objects_type_${detail.type}`, { _: detail.type })}
        </Typography>
        {actions && <Box sx={{ ml: 'auto' }}>{actions}</Box>}
      </Box>
      <ApplicationLinkSection detail={detail} />
      {detailGroups(detail, format).map((group) => (
        <Box component="section" key={group.title} aria-label={translate(group.title)}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {translate(group.title)}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(120px, 220px) minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {group.fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(field.label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {Array.isArray(field.value)
                    ? field.value.map((v) => (
                        <Chip key={v} size="small" label={v} sx={{ mr: 0.5, mb: 0.5 }} />
                      ))
                    : field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <ObjectViewingsSection objectId={detail.id} />
      <ObjectApplicationsSection detail={detail} />
    </Box>
  );
}

/** Loads object `id` (GET objects/{id}) and shows it; a failed load says why. */
export function ObjectDetailLoader({
  id,
  actions,
}: {
  id: number;
  actions?: (detail: ObjectDetail) => ReactNode;
}) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const messagesOf = useErrorMessages();
  const { data, isPending, error } = useGetOne<ObjectDetail>('objects', { id }, { retry: false });
  useEffect(() => {
    if (error) notifyError(error);
  }, [error, notifyError]);
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {messagesOf(error)[0]?.message || translate('objects_load_failed')}
      </Alert>
    );
  }
  if (isPending || !data) {
    return (
      <Box role="status" aria-busy="true" aria-label={translate('list_loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </Box>
    );
  }
  return <ObjectDetailView detail={data} actions={actions?.(data)} />;
}
