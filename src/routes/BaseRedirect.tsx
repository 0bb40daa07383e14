import { useEffect } from 'react';
import { getBaseBackendUrl } from '../../dataProvider/storage';

/** `/base`: leaves the app for the stored base backend URL (from /init), or the start page. */
export function BaseRedirect() {
  useEffect(() => {
    window.location.replace(getBaseBackendUrl() || '/');
  }, []);
  return null;
}
