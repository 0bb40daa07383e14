import { createContext, useContext, useMemo, useRef } from 'react';
import { z } from 'zod';

/** The message an editor shows while one of its images is still being uploaded. */
export const IMAGE_PENDING = 'mail_settings_image_pending';

/** The rich-text inputs of a form with an inline image upload running (by input path). */
export interface InlineUploads {
  begin: (path: string) => void;
  end: (path: string) => void;
  /** the paths with an upload running */
  paths: () => string[];
}

function createTracker(): InlineUploads {
  const running = new Map<string, number>();
  return {
    begin: (path) => running.set(path, (running.get(path) ?? 0) + 1),
    end: (path) => {
      const left = (running.get(path) ?? 0) - 1;
      if (left > 0) running.set(path, left);
      else running.delete(path);
    },
    paths: () => [...running.keys()],
  };
}

const NONE: InlineUploads = { begin: () => undefined, end: () => undefined, paths: () => [] };
export const InlineUploadsContext = createContext<InlineUploads>(NONE);
export const useInlineUploads = (): InlineUploads => useContext(InlineUploadsContext);

/**
 * A form's schema that also refuses the values while an editor's image upload runs: that editor is
 * invalid (spec 1 section 5) and the save does not start. The form's own rules (`base`, optional)
 * apply as they are.
 */
function withPendingUploads(uploads: InlineUploads, base?: z.ZodType): z.ZodType {
  return z.any().superRefine(async (values: unknown, ctx) => {
    for (const path of uploads.paths()) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: IMAGE_PENDING });
    }
    if (!base) return;
    const result = await base.safeParseAsync(values);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

/** The tracker of a form's inline uploads and its schema with the pending rule. */
export function useInlineUploadRules(base?: z.ZodType) {
  const tracker = useRef<InlineUploads | null>(null);
  tracker.current ??= createTracker();
  const uploads = tracker.current;
  const schema = useMemo(() => withPendingUploads(uploads, base), [uploads, base]);
  return { uploads, schema };
}
