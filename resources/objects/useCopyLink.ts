import { copyText } from '../../src/clipboard';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** Copies an address to the clipboard and says whether it worked (a refused clipboard is said too). */
export function useCopyLink(): (url: string) => Promise<void> {
  const notify = useNotify();
  return useCallback(
    async (url: string) => {
      if (await copyText(url)) notify('profile_copied', { type: 'info' });
      else notify('profile_copy_failed', { type: 'warning' });
    },
    [notify],
  );
}

/** The full address of a path of this site (the public application link). */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();
