import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/react';
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNamedEditorOptions } from '../../../src/forms/inputs/namedEditorOptions';
import { InlineImageButton } from './InlineImageButton';

/** The editors of a form by input path, so that a placeholder can be put at one's cursor. */
export type EditorRegistry = Map<string, Editor>;
export const EditorRegistryContext = createContext<EditorRegistry | null>(null);

/** Puts the editor of the toolbar it sits in into the form's registry. */
function RegisterEditor({ source }: { source: string }) {
  const registry = useContext(EditorRegistryContext);
  const editor = useTiptapEditor();
  useEffect(() => {
    if (!registry || !editor) return;
    registry.set(source, editor);
    return () => {
      if (registry.get(source) === editor) registry.delete(source);
    };
  }, [registry, editor, source]);
  return null;
}

/**
 * A mail body: ra-input-rich-text with formats, lists, links, quotes, clearing and inline images
 * (uploaded to the server, the URL put in the HTML). The editable area is a multi-line text box
 * named by the label; while an image uploads, a progress line says so and the input is invalid.
 */
export function MailRichTextInput({
  source,
  label,
  required = false,
  images = true,
}: {
  source: string;
  /** the label, already translated */
  label: string;
  required?: boolean;
  /** whether images can be put in (a mail's body); a contract template has none */
  images?: boolean;
}) {
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);
  const editorOptions = useNamedEditorOptions(label);
  const toolbar = (
    <RichTextInputToolbar>
      <FormatButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <QuoteButtons size="small" />
      {images && <InlineImageButton source={source} onBusy={setUploading} />}
      <ClearButtons size="small" />
      <RegisterEditor source={source} />
    </RichTextInputToolbar>
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <RichTextInput
        source={source}
        label={label}
        isRequired={required}
        editorOptions={editorOptions}
        toolbar={toolbar}
        sx={{ '& .ProseMirror': { minHeight: 160 }, '& img': { maxWidth: '100%', height: 'auto' } }}
      />
      {uploading && (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress aria-label={translate('mail_settings_image_uploading')} />
          <Typography variant="body2" color="text.secondary">
            {translate('mail_settings_image_uploading')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
