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
import { Confirm, Form, required, TextInput, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { ApplicationCommentItem } from '../../schema/api/applications';
import { formatDateTime } from '../../schema/dates';
import { QueryContent, useNotifyError, useProviderQuery } from '../../src/forms';
import { PanelSection } from './DetailList';
import { BackToApplication, useApplicationPanels } from './panels';
import { StarRating } from './StarRating';
import { MAX_NOTE, reasonLength, SubmitButton } from './formParts';

const noteRules = [required('general_field_is_required'), reasonLength];

/** How much of the comment's length is used, below the input. */
function LengthHint() {
  const body = useWatch({ name: 'body' }) as string | undefined;
  return `${(body ?? '').length} / ${MAX_NOTE}`;
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
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const translate = useTranslate();
  // a new form after each saved comment: the box is empty again
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      defaultValues={{ body: initial }}
      onSubmit={async (values: FieldValues) => {
        if (await onSubmit(String(values.body ?? '').trim())) setRound((n) => n + 1);
      }}
      noValidate
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextInput
          source="body"
          label={label}
          multiline
          minRows={2}
          fullWidth
          validate={noteRules}
          helperText={<LengthHint />}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SubmitButton size="small" label={submitLabel} />
          {onCancel && (
            <Button size="small" onClick={onCancel}>
              {translate('applications_cancel')}
            </Button>
          )}
        </Box>
      </Box>
    </Form>
  );
}

/**
 * ApplicationEvaluation (spec 1 section 2): the overall stars and the staff comments — write one,
 * change or delete one's own, mark one resolved. A comment someone changed meanwhile (409) shows
 * the server's message and is read again.
 */
export function ApplicationEvaluationPanel({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const { refresh } = useApplicationPanels();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const query = useProviderQuery(['application', id, 'evaluation'], (dp) => dp.getApplicationEvaluation(id));
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ApplicationCommentItem | null>(null);

  const attempt = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      await query.refetch();
      refresh();
      return true;
    } catch (error) {
      notifyError(error);
      await query.refetch();
      return false;
    }
  };

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
                onChange={
                  canWrite ? (stars) => attempt(() => dataProvider.setApplicationStars(id, stars)) : undefined
                }
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
                        const done = await attempt(() =>
                          dataProvider.updateApplicationComment(id, comment.id, body, comment.version),
                        );
                        if (done) setEditing(null);
                        return done;
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
                        disabled={!canWrite}
                        onChange={(event) =>
                          void attempt(() =>
                            dataProvider.resolveApplicationComment(
                              id,
                              comment.id,
                              event.target.checked,
                              comment.version,
                            ),
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
                  onSubmit={(body) => attempt(() => dataProvider.createApplicationComment(id, body))}
                />
              )}
            </PanelSection>
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
          if (comment) void attempt(() => dataProvider.deleteApplicationComment(id, comment.id));
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
