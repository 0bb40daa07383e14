import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import type { SpecOf } from '../fieldSpec';
import { commonProps } from './common';
import { useNamedEditorOptions } from './namedEditorOptions';

/**
 * The editor's commands: formats, lists, links, quotes, clearing. No heading-level select: its
 * accessible name ("current level") cannot contain the level it shows, and a description needs
 * no headings.
 */
const TOOLBAR = (
  <RichTextInputToolbar>
    <FormatButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/**
 * Formatted text (ra-input-rich-text); loaded only by forms that have one. The editable area is a
 * multi-line text box named by the input's label.
 */
export function RichTextFieldInput({ spec }: { spec: SpecOf<'richtext'> }) {
  const translate = useTranslate();
  const name = translate(spec.label, { _: spec.label });
  const editorOptions = useNamedEditorOptions(name);
  return <RichTextInput {...commonProps(spec)} editorOptions={editorOptions} toolbar={TOOLBAR} />;
}
