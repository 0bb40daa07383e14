import type { OptionItem } from './tableData';

/** GET and POST api/v1/event-log/init: the changes since the user last looked (the bell's count). */
export interface ChangelogInitReply {
  /** changes by others in this project after the user's last look */
  unseen: number;
  /** when the user last opened the changelog; null before the first time */
  last_seen_at: string | null;
}

/** GET api/v1/event-log/choices: the filter choices of the changelog. */
export interface ChangelogChoicesReply {
  users: OptionItem[];
  entities: OptionItem[];
  actions: OptionItem[];
}

/** One changed field of an entry: its value before and after (null when absent). */
export interface ChangelogFieldChange {
  field: string;
  /** the field's label in the request's language ("Nettomiete"), or its name in words */
  label: string;
  before: unknown;
  after: unknown;
  /** the values as people read them (CHF 1'500.00, 01.04.2027, Ja); null when empty */
  before_text: string | null;
  after_text: string | null;
}

/** GET api/v1/event-log/logs/{id}: one entry of the changelog with its values side by side. */
export interface ChangelogEntryReply {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string;
  action: string;
  action_label: string;
  entity: string;
  entity_label: string;
  entity_id: string;
  /** the record's name as it is now, or as it was when it is gone; null when it has none */
  record_name: string | null;
  /** whether the record still exists (its page can be opened) */
  record_exists: boolean;
  changes: ChangelogFieldChange[];
}
