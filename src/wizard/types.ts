import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { AppDataProvider } from '../../dataProvider';
import type { FieldSpec, ServerErrorOptions } from '../forms';

/** The picture of a page in the menu (spec 1 section 3: image type img, icon or txt). */
export type WizardMenuImage =
  | { type: 'img'; value: string }
  | { type: 'icon'; value: ComponentType<SvgIconProps> }
  /** a short text (a key or a letter) in the step's circle */
  | { type: 'txt'; value: string };

/** One page of a wizard, declared as data. */
export interface WizardPage {
  name: string;
  menu: { /** key */ displayName: string; image?: WizardMenuImage };
  /** the page's inputs */
  fields?: readonly FieldSpec[];
  columns?: 1 | 2;
  /** special content (a summary, a custom input), below the fields */
  render?: (values: FieldValues) => ReactNode;
  /** value paths the special content holds, validated with the page */
  sources?: readonly string[];
  /** the page exists only while this holds for the answers (the step count follows) */
  when?: (values: FieldValues) => boolean;
  /**
   * A check of the server before going on (a reference number still free?): message keys by
   * value path, or nothing when the page may be left.
   */
  validate?: (
    values: FieldValues,
    dataProvider: AppDataProvider,
  ) => Promise<Record<string, string> | undefined | void>;
}

export interface WizardProps {
  /** names the wizard in the draft's storage key: `object-create`, `project-create` */
  id: string;
  pages: readonly WizardPage[];
  /** the rules of every page's values (schema/); a page is checked on its own sources */
  schema?: z.ZodType;
  defaultValues?: FieldValues;
  /**
   * Completes the wizard with every answer of the pages that exist (answers of pages that
   * disappeared are left out). What it throws is shown: field errors on their inputs (the wizard
   * goes to their page), anything else as notifications.
   */
  onComplete: (values: FieldValues) => Promise<unknown> | unknown;
  /** key of the heading */
  title?: string;
  /** key of the last page's button; `wizard_complete` by default */
  completeLabel?: string;
  serverErrors?: ServerErrorOptions;
  /** keep no draft in this browser (a wizard about secrets) */
  noDraft?: boolean;
}
