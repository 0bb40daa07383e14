import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';

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

/**
 * Asked before the open panel goes (closed, or replaced by another): calls `proceed` when it may
 * go, now or after asking; not at all when it stays.
 */
export type PanelCloseGuard = (proceed: () => void) => void;

interface SidepanelContextValue {
  panel: Sidepanel | null;
  /** opens a panel; opening the same panel for the same id again closes it (both through the guard) */
  togglePanel: (panel: Sidepanel) => void;
  /** closes the open panel through its guard (`discard`: without asking, e.g. after a delete) */
  closePanel: (options?: { discard?: boolean }) => void;
  /**
   * The open panel's content registers its guard (a form asks before unsaved input goes,
   * spec 1 section 4); the returned function takes it away again.
   */
  registerCloseGuard: (guard: PanelCloseGuard) => () => void;
}

const SidepanelContext = createContext<SidepanelContextValue | null>(null);

/**
 * Holds the open sidepanel; a route change closes it (spec 1 section 2, "Sidepanels"). Closing it
 * or opening another goes through the guard its content registered.
 */
export function SidepanelProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<Sidepanel | null>(null);
  const guard = useRef<PanelCloseGuard | null>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    // (a form with unsaved input asks before the route changes: its own navigation guard)
    setPanel(null);
  }, [pathname]);

  const guarded = useCallback((action: () => void) => {
    if (guard.current) guard.current(action);
    else action();
  }, []);
  const togglePanel = useCallback(
    (next: Sidepanel) =>
      guarded(() =>
        setPanel((current) => (current && current.key === next.key && current.id === next.id ? null : next)),
      ),
    [guarded],
  );
  const closePanel = useCallback(
    (options?: { discard?: boolean }) => (options?.discard ? setPanel(null) : guarded(() => setPanel(null))),
    [guarded],
  );
  const registerCloseGuard = useCallback((own: PanelCloseGuard) => {
    guard.current = own;
    return () => {
      if (guard.current === own) guard.current = null;
    };
  }, []);
  const value = useMemo(
    () => ({ panel, togglePanel, closePanel, registerCloseGuard }),
    [panel, togglePanel, closePanel, registerCloseGuard],
  );
  return <SidepanelContext.Provider value={value}>{children}</SidepanelContext.Provider>;
}

export function useSidepanel(): SidepanelContextValue {
  const value = useContext(SidepanelContext);
  if (!value) throw new Error('useSidepanel needs a SidepanelProvider');
  return value;
}
