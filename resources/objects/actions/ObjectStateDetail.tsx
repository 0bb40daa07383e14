import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ObjectDetail, ObjectStateDetail as StateDetail } from '../../../schema/api/objects';
import { formatDate, formatDateTime } from '../../../schema/dates';
import { formatMoney } from '../../../schema/money';
import { dataOf, QueryContent, usePhoneText } from '../../../src/forms';
import { showPhone } from '../../../src/forms/inputs/phoneFormat';
import { useProjectSettings } from '../../../src/forms/useProjectSettings';
import { MailDialogButton } from '../../communication/mail/MailDialogButton';
import { stateDetailPath, stateInfoQueryKey } from './objectActionsModel';

type Row = [label: string, value: ReactNode];

/** The bindings whose applicant the object's mail goes to (an open offer or assignment). */
const MAILED_KINDS = new Set(['offer', 'assignment']);

function Fields({ rows }: { rows: Row[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, 180px) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One binding: who, how to reach them, from when to when, the amount (CHF 1'234.50). */
function Binding({ detail }: { detail: StateDetail }) {
  const translate = useTranslate();
  const phoneText = usePhoneText(showPhone);
  const project = useProjectSettings();
  const money = (amount: number) =>
    formatMoney(amount, project?.currency ?? 'CHF', project?.currencyOrder ?? 'before');
  const rows: Row[] = [['objectEdit_detail_name', detail.personName || '–']];
  if (detail.personEmail) {
    rows.push([
      'objectEdit_detail_email',
      <Link href={`mailto:${detail.personEmail}`}>{detail.personEmail}</Link>,
    ]);
  }
  if (detail.personPhone) {
    rows.push([
      'objectEdit_detail_phone',
      <Link href={`tel:${detail.personPhone}`}>{phoneText(detail.personPhone)}</Link>,
    ]);
  }
  if (detail.startsOn) rows.push(['objectEdit_detail_starts', formatDate(detail.startsOn)]);
  if (detail.endsOn) rows.push(['objectEdit_detail_ends', formatDate(detail.endsOn)]);
  if (detail.amount !== null) rows.push([`objectEdit_amount_${detail.kind}`, money(detail.amount)]);
  if (detail.paidOn) rows.push(['objectEdit_detail_paid', formatDate(detail.paidOn)]);
  if (detail.comment) rows.push(['objectEdit_detail_comment', detail.comment]);
  rows.push(['objectEdit_detail_created', formatDateTime(detail.createdAt)]);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="subtitle2" component="h4">
        {translate(`objectEdit_kind_${detail.kind}`, { _: detail.kind })}
      </Typography>
      <Fields rows={rows} />
    </Box>
  );
}

/**
 * Who an offered, assigned, rented, reserved or sold object is bound to, and who it was bound to
 * before (the state call of STATE_DETAIL_PATH). Nothing for an available object.
 */
export function ObjectStateDetail({ record }: { record: ObjectDetail }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const path = stateDetailPath(record);
  const query = useQuery({
    queryKey: stateInfoQueryKey(record.id, path ?? '', record.version),
    queryFn: async () => dataOf(await dataProvider.getObjectStateInfo(record.id, path!)),
    enabled: path !== null,
    retry: false,
  });
  if (path === null) return null;
  return (
    <QueryContent query={query}>
      {(info) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box
            component="section"
            aria-label={translate('objectEdit_detail_current')}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate('objectEdit_detail_current')}
            </Typography>
            {info.current ? (
              <>
                <Binding detail={info.current} />
                {MAILED_KINDS.has(info.current.kind) && (
                  <Box>
                    <MailDialogButton
                      target={{ kind: 'bulk', targets: [record.id], mailView: 'objects', single: true }}
                      label="mail_dialog_write_mail"
                      ariaLabel={
                        info.current.personName
                          ? translate('mail_dialog_write_mail_to', { name: info.current.personName })
                          : undefined
                      }
                    />
                  </Box>
                )}
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('objectEdit_detail_nobody')}
              </Typography>
            )}
          </Box>
          {info.history.length > 0 && (
            <Box
              component="section"
              aria-label={translate('objectEdit_detail_history')}
              sx={{ display: 'grid', gap: 1 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {translate('objectEdit_detail_history')}
              </Typography>
              {info.history.map((detail, index) => (
                <Box key={`${detail.createdAt}-${index}`} sx={{ display: 'grid', gap: 1 }}>
                  {index > 0 && <Divider />}
                  <Binding detail={detail} />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </QueryContent>
  );
}
