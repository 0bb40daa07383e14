import { loadPhoneMetadata, phoneMetadata } from '#phone-metadata';
import { useEffect, useState } from 'react';

/**
 * Whether libphonenumber's metadata is there to format a phone number shown as text (a panel's
 * facts: `formatPhone`, `showPhone`). The browser loads it the first time a screen needs it
 * (#phone-metadata); until then the screen shows the number as it was written and renders again
 * once the metadata is there. A failed load leaves the numbers as written.
 */
export function usePhoneMetadata(): boolean {
  const [ready, setReady] = useState(() => phoneMetadata() !== undefined);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadPhoneMetadata().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
