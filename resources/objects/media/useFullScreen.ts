import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MEDIA_QUERY } from '../../../src/layout/menuModel';

/** Dialogs take the whole screen on a phone (below the app's mobile breakpoint, 800 px). */
export function useFullScreen(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
