import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { ConfirmDiscardDialog } from '../forms/UnsavedChanges';

/** One open sidepanel (spec 1 section 3, "Sidepanel"). */
export interface Sidepanel {
  /** which panel, e.g. 'ApartmentEdit' */
  key: string;
  /** the record it shows */
  id: number;
  title?: string;
  params?: Record<string, unknown>;
  /** the list row it belongs to, refreshed after a change */
  tableRowId?: number;
  /** what the panel shows; the opener renders it, the host frames it */
  content: ReactNode;
}

interface SidepanelContextValue {
  panel: Sidepanel | null;
  /**
   * Opens a panel; opening the same panel for the same id again closes it. When the open panel
   * holds unsaved input, asks first.
   */
  togglePanel: (panel: Sidepanel) => void;
  /** Closes the open panel, asking first when it holds unsaved input (`discard`: without asking). */
  closePanel: (options?: { discard?: boolean }) => void;
  /** Kept by the open panel's form (SchemaForm's `unsaved`): whether it holds unsaved input. */
  unsaved: MutableRefObject<boolean>;
}

const SidepanelContext = createContext<SidepanelContextValue | null>(null);

/**
 * Holds the open sidepanel; a route change closes it (spec 1 section 2, "Sidepanels"). Closing it,
 * or opening another one, while its form holds unsaved input asks first (spec 1 section 4).
 */
export function SidepanelProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<Sidepanel | null>(null);
  const unsaved = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  /** shows `next`; what the panel before held is gone */
  const show = useCallback((next: Sidepanel | null) => {
    unsaved.current = false;
    setPanel(next);
  }, []);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    // (a form that holds unsaved input asks before the route changes: see UnsavedChangesGuard)
    show(null);
  }, [pathname, show]);

  const guarded = useCallback((action: () => void) => {
    if (!unsaved.current) return action();
    pending.current = action;
    setAsking(true);
  }, []);

  const togglePanel = useCallback(
    (next: Sidepanel) =>
      guarded(() =>
        setPanel((current) => {
          unsaved.current = false;
          return current && current.key === next.key && current.id === next.id ? null : next;
        }),
      ),
    [guarded],
  );
  const closePanel = useCallback(
    (options?: { discard?: boolean }) => (options?.discard ? show(null) : guarded(() => show(null))),
    [guarded, show],
  );
  const value = useMemo(
    () => ({ panel, togglePanel, closePanel, unsaved }),
    [panel, togglePanel, closePanel],
  );
  return (
    <SidepanelContext.Provider value={value}>
      {children}
      <ConfirmDiscardDialog
        open={asking}
        onDiscard={() => {
          setAsking(false);
          const action = pending.current;
          pending.current = null;
          action?.();
        }}
        onKeep={() => {
          setAsking(false);
          pending.current = null;
        }}
      />
    </SidepanelContext.Provider>
  );
}

export function useSidepanel(): SidepanelContextValue {
  const value = useContext(SidepanelContext);
  if (!value) throw new Error('useSidepanel needs a SidepanelProvider');
  return value;
}
