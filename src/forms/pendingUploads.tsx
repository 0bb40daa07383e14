import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

export interface PendingUploads {
  begin: () => void;
  end: () => void;
  /** uploads still running */
  count: () => number;
}

const NONE: PendingUploads = { begin: () => undefined, end: () => undefined, count: () => 0 };
const PendingUploadsContext = createContext<PendingUploads>(NONE);

/** A counter of the uploads of a form's inputs, so that the form is not saved with a file half sent. */
export function useUploadCounter(): PendingUploads {
  const running = useRef(0);
  return useMemo<PendingUploads>(
    () => ({
      begin: () => {
        running.current += 1;
      },
      end: () => {
        running.current = Math.max(0, running.current - 1);
      },
      count: () => running.current,
    }),
    [],
  );
}

/** Gives a form's upload inputs its counter. */
export function PendingUploadsProvider({ value, children }: { value: PendingUploads; children: ReactNode }) {
  return <PendingUploadsContext.Provider value={value}>{children}</PendingUploadsContext.Provider>;
}

export const usePendingUploads = (): PendingUploads => useContext(PendingUploadsContext);
