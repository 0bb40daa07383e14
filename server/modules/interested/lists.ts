import { sql, type SqlBool } from 'kysely';
import { INTERESTED_SOURCES, INTERESTED_STATES } from '../../../schema/interestedPeople';
import { LANGUAGES } from '../../../schema/api/common';
import { RESOURCES } from '../../../schema/resources';
import { formatPhone } from '../../../schema/phoneRules';
import { badRequest } from '../../core/errors';
import type { MessageKey } from '../../core/i18n/index';
import { exportBulk, ref, relatedValue, sendMailBulk } from '../../lists/common';
import { updateSearchable } from '../../lists/searchText';
import type { BulkDef, ListSchema } from '../../lists/types';
import { interestedSearch } from './searchText';

/**
 * The list applications/interested (spec 1 section 2, "interested-people"; spec 2 section 7.4):
 * the interested people of the project by state (active, inactive), searchable by name, e-mail
 * and phone, with deactivate and activate (a result per row), a mail through the mail dialog
 * (mailView interested), the invitation to apply and the export.
 */

const p = (column: string) => ref('interested_people', column);
const permission = RESOURCES['interested-people'].permission;

const stateLabel = (state: string): MessageKey => `interested_state_${state as 'active' | 'inactive'}`;
const sourceLabel = (source: string): MessageKey =>
  `interested_source_${source as (typeof INTERESTED_SOURCES)[number]}`;

const setActive =
  (active: number): NonNullable<BulkDef['run']> =>
  async (scope, ids) => {
    await updateSearchable(scope, interestedSearch, ids, { active });
  };

/**
 * A prompt of the client (a confirmation, then POST applications/interested/invite-to-apply or
 * invite-to-viewing); the generic bulk request changes nothing and is refused.
 */
const promptBulk = (value: string, label: MessageKey): BulkDef => ({
  value,
  label,
  permission,
  run: async () => {
    throw badRequest('bulk_unknown_action', { action: value });
  },
});

export const interestedList: ListSchema = {
  path: 'applications/interested',
  settingsKey: 'interested_people',
  permission,
  table: 'interested_people',
  rowType: 'interested',
  exportTitle: 'interested_export_title',
  columns: [
    { key: 'name', title: 'col_interested_name', format: 'text', orderable: true, fixed: true },
    { key: 'email', title: 'col_email', format: 'text', orderable: true },
    { key: 'phone', title: 'col_interested_phone', format: 'text' },
    {
      key: 'object',
      title: 'col_interested_object',
      format: 'text',
      orderable: true,
      nullable: true,
      expr: relatedValue('objects', `title`, ['id', 'object_id']),
    },
    {
      key: 'language',
      title: 'col_interested_language',
      format: 'state',
      choices: Object.fromEntries(LANGUAGES.map((l) => [l, `interested_language_${l}` as MessageKey])),
    },
    {
      key: 'source',
      title: 'col_interested_source',
      format: 'state',
      choices: Object.fromEntries(INTERESTED_SOURCES.map((s) => [s, sourceLabel(s)])),
    },
    { key: 'created_at', title: 'col_interested_created', format: 'date', orderable: true },
    {
      key: 'state',
      title: 'col_progress_state',
      format: 'state',
      expr: sql`case when ${p('active')} = 1 then 'active' else 'inactive' end`,
      choices: Object.fromEntries(INTERESTED_STATES.map((s) => [s, stateLabel(s)])),
    },
  ],
  rowFields: { _active: p('active'), _person_language: p('language'), _object_id: p('object_id') },
  rowExtras: (row) => ({
    _language: String(row._person_language ?? 'de'),
    phone: formatPhone(String(row.phone ?? '')),
  }),
  progressState: (row) => (Number(row._active) === 1 ? 'available' : 'inactive'),
  search: { text: interestedSearch },
  defaultSort: '-created_at',
  stateFilter: {
    groupColumns: ['active'],
    classify: (g) => (Number(g.active) === 1 ? 'active' : 'inactive'),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      { value: 'active', label: stateLabel('active'), where: sql<SqlBool>`${p('active')} = 1` },
      { value: 'inactive', label: stateLabel('inactive'), where: sql<SqlBool>`${p('active')} = 0` },
    ],
  },
  filters: [],
  bulk: [
    {
      value: 'deactivate',
      label: 'bulk_deactivate',
      permission,
      available: (row) => (Number(row._active) === 0 ? 'bulk_row_already_inactive' : null),
      run: setActive(0),
    },
    {
      value: 'activate',
      label: 'bulk_activate',
      permission,
      available: (row) => (Number(row._active) === 1 ? 'bulk_row_already_active' : null),
      run: setActive(1),
    },
    sendMailBulk(),
    promptBulk('inviteToApply', 'interested_bulk_invite'),
    promptBulk('inviteToViewing', 'interested_bulk_invite_viewing'),
    exportBulk(permission),
  ],
  createNew: { type: 'interested', permission },
};

export const interestedLists: ListSchema[] = [interestedList];
