import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { statusOf } from '../../../dataProvider';
import { SchemaForm } from '../../forms';
import type { FieldSpec } from '../../forms/fieldSpec';

/**
 * The answer of a link page (an offer, a reference, the accounting details): its form in a card
 * with one large submit button. A link answered meanwhile, expired or withdrawn (409, 410) calls
 * `onClosed`, and the page shows how the link stands now; other errors go on the form's fields.
 */
export function ActionAnswerForm({
  schema,
  defaultValues,
  fields,
  label,
  submitLabel,
  onAnswer,
  onClosed,
}: {
  schema: ZodType;
  defaultValues: FieldValues;
  fields: readonly FieldSpec[];
  /** the form's accessible name (a text key) */
  label: string;
  submitLabel: string;
  onAnswer: (values: FieldValues) => Promise<void>;
  onClosed: () => void;
}) {
  const translate = useTranslate();
  const submit = async (values: FieldValues) => {
    try {
      await onAnswer(values);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409 || status === 410) {
        onClosed();
        return;
      }
      throw error;
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <SchemaForm
          schema={schema}
          defaultValues={defaultValues}
          fields={fields}
          onSubmit={submit}
          formAttributes={{ 'aria-label': translate(label) }}
          notifyInputErrors={false}
          toolbar={
            <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48, mt: 1 }}>
              {translate(submitLabel)}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
