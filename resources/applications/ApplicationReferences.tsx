import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Language } from '../../schema/api/common';
import { localized } from '../../schema/applicationForm';
import type { ApplicationReference } from '../../schema/api/actionLinks';
import { formatDate } from '../../schema/dates';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { PanelSection } from './DetailList';

const VALUE_KEYS: Readonly<Record<string, string>> = {
  yes: 'action_reference_yes',
  no: 'action_reference_no',
};

function ReferenceCard({ reference }: { reference: ApplicationReference }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status =
    reference.state === 'used'
      ? translate('references_answered', {
          name: reference.answered_by,
          date: formatDate((reference.answered_at ?? '').slice(0, 10)),
        })
      : translate(reference.state === 'open' ? 'references_open' : 'references_expired');
  const answered = reference.answers.filter((a) => a.value !== '');
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h4">
        {`${translate(`reference_kind_${reference.type}`)}: ${reference.referee_name}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {status}
      </Typography>
      {answered.length > 0 && (
        <dl style={{ margin: 0 }}>
          {answered.map((a) => (
            <div key={a.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {a.label ? localized(a.label, locale as Language) : translate(`reference_question_${a.key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: 0.5, overflowWrap: 'anywhere' }}>
                {VALUE_KEYS[a.value] ? translate(VALUE_KEYS[a.value]!) : a.value}
              </Typography>
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}

/** The references asked for an application by mail and what the landlord or employer answered. */
export function ApplicationReferences({ id }: { id: number }) {
  const translate = useTranslate();
  const query = useProviderQuery(['application', id, 'references'], (dp) => dp.getApplicationReferences(id));
  return (
    <PanelSection id={`references-${id}`} title={translate('references_title')}>
      <QueryContent query={query}>
        {({ references }) =>
          references.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('references_none')}
            </Typography>
          ) : (
            <>
              {references.map((reference) => (
                <ReferenceCard key={reference.id} reference={reference} />
              ))}
            </>
          )
        }
      </QueryContent>
    </PanelSection>
  );
}
