import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardWidget, WidgetType } from '../../schema/dashboard';
import { formatDateTime } from '../../schema/dates';
import { DonutWidget } from './DonutWidget';
import { GroupedNumberWidget } from './GroupedNumberWidget';
import { MultiNumWidget } from './MultiNumWidget';
import type { WidgetBodyProps } from './types';
import { useWidget } from './useWidget';

/** The body of each widget type. */
const BODIES: Record<WidgetType, ComponentType<WidgetBodyProps>> = {
  donut: DonutWidget,
  'multi-num': MultiNumWidget,
  'grouped-number': GroupedNumberWidget,
};

function isEmpty(widget: DashboardWidget): boolean {
  return (widget.figures ?? []).length === 0 && (widget.groups ?? []).length === 0;
}

export interface WidgetCardProps {
  /** the title's message key (shown from the start, before any figure) */
  titleKey: string;
  /** loads the widget's figures; called at mount and by the reload button */
  load: () => Promise<DashboardWidget>;
}

/**
 * One widget with its state visible: init (placeholder), reload (a bar over the figures), done,
 * error (a message with a retry). Widgets load independently: each shows what it has.
 */
export function WidgetCard({ titleKey, load }: WidgetCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { state, widget, reload } = useWidget(load);
  const Body = widget ? BODIES[widget.type] : null;
  const busy = state === 'init' || state === 'reload';
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-state={state}
      sx={{ position: 'relative', minWidth: 0 }}
    >
      {state === 'reload' && (
        <LinearProgress
          aria-label={translate('widget_reloading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <CardHeader
        title={translate(titleKey)}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        subheader={
          widget?.since ? translate('widget_since', { date: formatDateTime(widget.since) }) : undefined
        }
        action={
          <IconButton aria-label={translate('widget_reload')} onClick={reload} disabled={busy}>
            <RefreshOutlined />
          </IconButton>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {state === 'init' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('widget_loading')}
            </Typography>
            <Skeleton variant="rounded" height={64} />
          </>
        )}
        {state === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {translate('widget_retry')}
              </Button>
            }
          >
            {translate('widget_error')}
          </Alert>
        )}
        {state !== 'init' &&
          widget &&
          Body &&
          (isEmpty(widget) ? (
            <Typography variant="body2" color="text.secondary">
              {translate('widget_empty')}
            </Typography>
          ) : (
            <Body widget={widget} />
          ))}
      </CardContent>
    </Card>
  );
}
