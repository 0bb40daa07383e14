import type { z } from 'zod';
import type { AppDataProvider } from '../../../dataProvider';
import type { ObjectDetail, ObjectStateInfo } from '../../../schema/api/objects';
import { freeSchema, setToRentedSchema, setToSoldSchema, terminateSchema } from '../../../schema/states';
import type { FieldSpec } from '../../../src/forms';
import type { StateActionName } from './objectActionsModel';

/** One state action's dialog: its texts, inputs, the shared rule, starting values and call. */
export interface StateActionForm {
  /** button and dialog title keys */
  label: string;
  title: string;
  /** what happens, shown above the inputs */
  intro: string;
  /** the submit button */
  submit: string;
  /** the success notice when the server names none */
  done: string;
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  /** whether the state detail (the current person) is needed for the starting values */
  needsStateInfo: boolean;
  defaults: (
    record: ObjectDetail,
    info: ObjectStateInfo | undefined,
    today: string,
  ) => Record<string, unknown>;
  send: (dataProvider: AppDataProvider, id: number, values: unknown) => Promise<{ data: ObjectDetail }>;
}

const COMMENT: FieldSpec = {
  source: 'comment',
  kind: 'textarea',
  label: 'objectEdit_field_comment',
  maxLength: 1000,
};

/** The dialogs of the four state actions (spec 1 section 4; payload rules of schema/states.ts). */
export const STATE_ACTION_FORMS: Record<StateActionName, StateActionForm> = {
  terminate: {
    label: 'objectEdit_action_terminate',
    title: 'objectEdit_terminate_title',
    intro: 'objectEdit_terminate_intro',
    submit: 'objectEdit_terminate_submit',
    done: 'objectEdit_terminate_done',
    fields: [
      {
        source: 'endDate',
        kind: 'date',
        label: 'objectEdit_field_end_date',
        required: true,
        autoFocus: true,
      },
      COMMENT,
    ],
    schema: terminateSchema,
    needsStateInfo: false,
    defaults: (record) => ({ version: record.version, endDate: null, comment: '' }),
    send: (dataProvider, id, values) => dataProvider.terminateObject(id, terminateSchema.parse(values)),
  },
  setToRented: {
    label: 'objectEdit_action_set_to_rented',
    title: 'objectEdit_rented_title',
    intro: 'objectEdit_rented_intro',
    submit: 'objectEdit_rented_submit',
    done: 'objectEdit_rented_done',
    fields: [
      {
        source: 'tenantName',
        kind: 'text',
        label: 'objectEdit_field_tenant_name',
        helperText: 'objectEdit_field_tenant_name_hint',
        maxLength: 200,
      },
      {
        source: 'startDate',
        kind: 'date',
        label: 'objectEdit_field_start_date',
        required: true,
        autoFocus: true,
      },
      {
        source: 'rent',
        kind: 'money',
        label: 'objectEdit_field_rent',
        helperText: 'objectEdit_field_rent_hint',
      },
    ],
    schema: setToRentedSchema,
    needsStateInfo: true,
    defaults: (record, info) => ({
      version: record.version,
      tenantName: info?.current?.personName ?? '',
      startDate: info?.current?.startsOn ?? null,
      rent: record.prices.rentalPrice,
    }),
    send: (dataProvider, id, values) => dataProvider.setObjectToRented(id, setToRentedSchema.parse(values)),
  },
  setToSold: {
    label: 'objectEdit_action_set_to_sold',
    title: 'objectEdit_sold_title',
    intro: 'objectEdit_sold_intro',
    submit: 'objectEdit_sold_submit',
    done: 'objectEdit_sold_done',
    fields: [
      {
        source: 'buyerName',
        kind: 'text',
        label: 'objectEdit_field_buyer_name',
        required: true,
        maxLength: 200,
      },
      { source: 'price', kind: 'money', label: 'objectEdit_field_price', required: true },
      { source: 'date', kind: 'date', label: 'objectEdit_field_sale_date', required: true },
    ],
    schema: setToSoldSchema,
    needsStateInfo: true,
    defaults: (record, info, today) => ({
      version: record.version,
      buyerName: info?.current?.kind === 'reservation' ? info.current.personName : '',
      price: record.prices.sellingPrice,
      date: today,
    }),
    send: (dataProvider, id, values) => dataProvider.setObjectToSold(id, setToSoldSchema.parse(values)),
  },
  free: {
    label: 'objectEdit_action_free',
    title: 'objectEdit_free_title',
    intro: 'objectEdit_free_intro',
    submit: 'objectEdit_free_submit',
    done: 'objectEdit_free_done',
    fields: [{ ...COMMENT, autoFocus: true }],
    schema: freeSchema,
    needsStateInfo: false,
    defaults: (record) => ({ version: record.version, comment: '' }),
    send: (dataProvider, id, values) => dataProvider.freeObject(id, freeSchema.parse(values)),
  },
};
