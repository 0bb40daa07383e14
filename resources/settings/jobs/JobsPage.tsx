import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { JobItem, JobsOverview } from '../../../schema/api/jobs';
import { formatDateTime } from '../../../schema/dates';
import {
  FormSection,
  QueryContent,
  useNotifySuccess,
  useProviderMutation,
  useProviderQuery,
} from '../../../src/forms';
import { SettingsPageHeader } from '../project/SettingsPageHeader';

export const JOBS_KEY = ['settings', 'jobs'];

function FailedJob({ job, onRetry, busy }: { job: JobItem; onRetry: () => void; busy: boolean }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {job.kind_label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('jobs_failed_when', {
          date: formatDateTime(job.updated_at),
          smart_count: job.attempts,
        })}
      </Typography>
      {job.last_error && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('jobs_reason', { reason: job.last_error })}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayOutlined />}
        sx={{ justifySelf: 'start' }}
        disabled={busy}
        onClick={onRetry}
      >
        {translate('jobs_retry')}
      </Button>
    </Paper>
  );
}

function Overview({ overview }: { overview: JobsOverview }) {
  const translate = useTranslate();
  const notifySuccess = useNotifySuccess();
  const retry = useProviderMutation((provider, id: number) => provider.retryJob(id), {
    invalidate: [JOBS_KEY],
    onSuccess: ({ data }) => notifySuccess(data.message, 'jobs_retried'),
  });
  const { counts } = overview;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          color={counts.failed > 0 ? 'error' : 'default'}
          label={translate('jobs_count_failed', { smart_count: counts.failed })}
        />
        <Chip label={translate('jobs_count_queued', { smart_count: counts.queued })} />
        <Chip label={translate('jobs_count_running', { smart_count: counts.running })} />
      </Stack>
      <FormSection title="jobs_failed_section">
        {overview.failed.length === 0 ? (
          <Typography color="text.secondary">{translate('jobs_failed_none')}</Typography>
        ) : (
          overview.failed.map((job) => (
            <FailedJob
              key={job.id}
              job={job}
              busy={retry.isPending && retry.variables === job.id}
              onRetry={() => retry.mutate(job.id)}
            />
          ))
        )}
      </FormSection>
      <FormSection title="jobs_upcoming_section">
        {overview.upcoming.length === 0 ? (
          <Typography color="text.secondary">{translate('jobs_upcoming_none')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {overview.upcoming.map((job) => (
              <Typography component="li" variant="body2" key={job.id}>
                {`${formatDateTime(job.run_at)} · ${job.kind_label}`}
              </Typography>
            ))}
          </Stack>
        )}
      </FormSection>
    </>
  );
}

/**
 * Settings > background jobs (admins): reminders, tenancy ends and the other work the app does on
 * its own. A job that failed on every retry shows what it was, when and why, and may be started
 * again; the next jobs due show below.
 */
export function JobsPage() {
  const query = useProviderQuery(JOBS_KEY, (provider) => provider.getJobs());
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, width: '100%', minWidth: 0 }}>
      <SettingsPageHeader title="jobs_title" intro="jobs_intro" />
      <QueryContent query={query} loadingHeight={160}>
        {(overview) => <Overview overview={overview} />}
      </QueryContent>
    </Stack>
  );
}
