import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationCommentItem } from '../../schema/api/applications';
import { commentInputSchema } from '../../schema/applicationDetail';
import { NOTE_MAX_CHARS } from '../../schema/constants';
import { formatDateTime } from '../../schema/dates';
import {
  FormSubmitButton,
  QueryContent,
  SchemaForm,
  useProviderMutation,
  useProviderQuery,
  useProviderSubmit,
} from '../../src/forms';
import { ApplicationReferences } from './ApplicationReferences';
import { PanelSection } from './DetailList';
import { BackToApplication, useApplicationPanels } from './panels';
import { StarRating } from './StarRating';

/** A write through the data provider. */
type Write = (provider: AppDataProvider) => Promise<unknown>;

/** How much of the comment's length is used, below the input. */
function LengthHint() {
  const body = useWatch({ name: 'body' }) as string | undefined;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5, mx: 1.75 }}>
      {`${(body ?? '').length} / ${NOTE_MAX_CHARS}`}
    </Typography>
  );
}

function CommentEditor({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  /** saves the comment; a refusal shows in the form */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const translate = useTranslate();
  // a new form after each saved comment: the box is empty again
  const [round, setRound] = useState(0);
  return (
    <SchemaForm
      key={round}
      fields={[{ source: 'body', kind: 'textarea', label }]}
      schema={commentInputSchema}
      defaultValues={{ body: initial }}
      onSubmit={async (values) => {
        await onSubmit(commentInputSchema.parse(values).body);
        setRound((n) => n + 1);
      }}
      toolbar={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FormSubmitButton size="small" label={submitLabel} />
          {onCancel && (
            <Button size="small" onClick={onCancel}>
              {translate('applications_cancel')}
            </Button>
          )}
        </Box>
      }
    >
      <LengthHint />
    </SchemaForm>
  );
}

/**
 * ApplicationEvaluation (spec 1 section 2): the overall stars and the staff comments — write one,
 * change or delete one's own, mark one resolved. A comment someone changed meanwhile (409) shows
 * the server's message and is read again.
 */
export function ApplicationEvaluationPanel({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const { refresh } = useApplicationPanels();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const query = useProviderQuery(['application', id, 'evaluation'], (dp) => dp.getApplicationEvaluation(id));
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ApplicationCommentItem | null>(null);

  const saved = async () => {
    await query.refetch();
    refresh();
  };
  // a change of a comment (resolved, deleted): a refusal is notified, and the comments read again
  const change = useProviderMutation((provider, call: Write) => call(provider), {
    onSuccess: saved,
    onError: async () => {
      await query.refetch();
    },
  });
  // a comment form's save: a refusal goes back to the form, and the comments are read again
  const saveComment = useProviderSubmit((provider, call: Write) => call(provider), {
    onSuccess: saved,
    onError: saved,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BackToApplication id={id} name={name} />
      <QueryContent query={query}>
        {(evaluation) => (
          <>
            <PanelSection id={`stars-${id}`} title={translate('applications_overall_evaluation')}>
              <StarRating
                value={evaluation.overall_star}
                name={name ?? ''}
                inputName={`evaluation-stars-${id}`}
                size="medium"
                onChange={canWrite ? (stars, provider) => provider.setApplicationStars(id, stars) : undefined}
                onSaved={saved}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('applications_points_value', { points: evaluation.points })}
              </Typography>
            </PanelSection>
            <PanelSection id={`comments-${id}`} title={translate('applications_comments')}>
              {evaluation.comments.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('applications_comments_none')}
                </Typography>
              )}
              {evaluation.comments.map((comment) => (
                <Paper
                  key={comment.id}
                  variant="outlined"
                  component="article"
                  sx={{ p: 1.5, display: 'grid', gap: 1 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="subtitle2" component="h4">
                      {comment.author}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(comment.updated_at || comment.created_at)}
                    </Typography>
                    {canWrite && comment.own && editing !== comment.id && (
                      <Box sx={{ ml: 'auto' }}>
                        <IconButton
                          size="small"
                          aria-label={translate('applications_comment_edit')}
                          onClick={() => setEditing(comment.id)}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate('applications_comment_delete')}
                          onClick={() => setRemoving(comment)}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Box>
                    )}
                  </Box>
                  {editing === comment.id ? (
                    <CommentEditor
                      initial={comment.body}
                      label="applications_comment_body"
                      submitLabel="applications_comment_save"
                      onCancel={() => setEditing(null)}
                      onSubmit={async (body) => {
                        await saveComment.submit((provider) =>
                          provider.updateApplicationComment(id, comment.id, body, comment.version),
                        );
                        setEditing(null);
                      }}
                    />
                  ) : (
                    <Typography
                      variant="body2"
                      sx={{
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        color: comment.resolved ? 'text.secondary' : undefined,
                      }}
                    >
                      {comment.body}
                    </Typography>
                  )}
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={comment.resolved}
                        disabled={!canWrite || change.isPending}
                        onChange={(_event, resolved) =>
                          change.mutate((provider) =>
                            provider.resolveApplicationComment(id, comment.id, resolved, comment.version),
                          )
                        }
                      />
                    }
                    label={translate('applications_comment_resolved')}
                  />
                </Paper>
              ))}
              {canWrite && (
                <CommentEditor
                  label="applications_comment_new"
                  submitLabel="applications_comment_add"
                  onSubmit={(body) =>
                    saveComment.submit((provider) => provider.createApplicationComment(id, body))
                  }
                />
              )}
            </PanelSection>
            <ApplicationReferences id={id} />
          </>
        )}
      </QueryContent>
      <Confirm
        isOpen={removing !== null}
        title="applications_comment_delete"
        content="applications_comment_delete_text"
        confirmColor="warning"
        onConfirm={() => {
          const comment = removing;
          setRemoving(null);
          if (comment) change.mutate((provider) => provider.deleteApplicationComment(id, comment.id));
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
