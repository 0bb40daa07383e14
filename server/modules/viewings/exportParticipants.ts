import ExcelJS from 'exceljs';
import type { StaffContext } from '../../core/context';
import type { MessageKey } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import { findAppointment, participantsOf, slotsOf } from './common';

/** GET appointments/{id}/export-participants: the participants of one appointment as .xlsx. */
export async function exportParticipants(
  db: Executor,
  ctx: Pick<StaffContext, 'project' | 't'>,
  id: number,
): Promise<{ fileName: string; data: Buffer }> {
  const scope = scoped(db, ctx.project.id);
  const row = await findAppointment(scope, id);
  const [slots, participants] = await Promise.all([slotsOf(scope, id), participantsOf(scope, id)]);
  const book = new ExcelJS.Workbook();
  book.creator = 'Immodesk';
  book.created = new Date();
  const sheet = book.addWorksheet(ctx.t('viewing_export_sheet').slice(0, 31));
  const columns: Array<[string, MessageKey, number]> = [
    ['name', 'viewing_col_participant', 28],
    ['email', 'col_email', 28],
    ['phone', 'viewing_col_phone', 18],
    ['state', 'viewing_col_participant_state', 16],
    ['slot', 'viewing_col_slot', 14],
    ['declineReason', 'viewing_col_decline_reason', 30],
    ['comment', 'viewing_col_comment', 40],
    ['applicationId', 'viewing_col_application', 12],
  ];
  sheet.columns = columns.map(([key, title, width]) => ({ header: ctx.t(title), key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const p of participants) {
    const slot = slots.find((s) => s.id === p.slot_id);
    sheet.addRow({
      name: p.name,
      email: p.email,
      phone: p.phone,
      state: ctx.t(`viewing_participant_${p.state}` as MessageKey),
      slot: slot ? `${slot.start_time}–${slot.end_time}` : '',
      declineReason: p.decline_reason,
      comment: p.comment,
      applicationId: p.application_id,
    });
  }
  const date = row.date.split('-').reverse().join('.');
  const fileName = `${ctx.t('viewing_export_file')} ${date} ${row.start_time.replace(':', '')}.xlsx`;
  return { fileName, data: Buffer.from(await book.xlsx.writeBuffer()) };
}
