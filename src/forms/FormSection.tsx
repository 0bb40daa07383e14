import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotifications } from '../../dataProvider';
import { SignedOutError } from '../../dataProvider/replies';

export interface FormSectionProps {
  /** heading key */
  title: string;
  /** a line under the heading (already translated: it may carry values) */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled section of a settings or detail page: a card, a region named by its heading (level 2). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <Typography id={headingId} variant="h6" component="h2">
              {translate(title)}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </Box>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** While a section loads. */
export function SectionLoading({ height = 40, rows = 2 }: { height?: number; rows?: number }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={translate('forms_loading')}
      sx={{ display: 'grid', gap: 1 }}
    >
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** A section whose data could not be loaded: why (the error catalogue) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const reason = error instanceof SignedOutError ? null : errorNotifications(error, translate)[0]?.message;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('forms_retry')}
        </Button>
      }
    >
      {translate('forms_load_failed')}
      {reason ? ` ${reason}` : ''}
    </Alert>
  );
}

/** A react-query read as a section shows it: loading, failed with a retry, or its content. */
export function QueryContent<T>({
  query,
  children,
  loadingHeight,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
  loadingHeight?: number;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <SectionLoading height={loadingHeight} rows={loadingHeight ? 1 : 2} />;
}
