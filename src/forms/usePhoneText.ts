import { loadPhoneMetadata, phoneMetadata } from '#phone-metadata';
import { useEffect, useState } from 'react';

/**
 * A phone number shown as text (a panel's facts), formatted with `format` (`formatPhone`,
 * `showPhone`) once libphonenumber's metadata is there. The browser loads it the first time a
 * screen needs it (#phone-metadata); until then the number shows as it was written and the screen
 * renders again once the metadata is there. A failed load leaves the numbers as written.
 */
export function usePhoneText(format: (raw: string) => string): (raw: string) => string {
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
  return ready ? format : asWritten;
}

const asWritten = (raw: string) => raw;
