import { DefaultEditorOptions } from 'ra-input-rich-text';
import { useMemo } from 'react';

/**
 * ra-input-rich-text's editor options with the editable area as a multi-line text box named by
 * the input's label, so that screen readers and voice control find it (the editor itself leaves
 * it unnamed).
 */
export function useNamedEditorOptions(name: string) {
  return useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: {
          ...(DefaultEditorOptions.editorProps?.attributes as Record<string, string> | undefined),
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': name,
        },
      },
    }),
    [name],
  );
}
