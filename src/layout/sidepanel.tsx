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
  /** which panel, e.g. 'ObjectDetail' */
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
  /** opens a panel; opening the same panel for the same id again closes it */
  togglePanel: (panel: Sidepanel) => void;
  closePanel: () => void;
}

const SidepanelContext = createContext<SidepanelContextValue | null>(null);

/** Holds the open sidepanel; a route change closes it (spec 1 section 2, "Sidepanels"). */
export function SidepanelProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<Sidepanel | null>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    setPanel(null);
  }, [pathname]);

  const togglePanel = useCallback((next: Sidepanel) => {
    setPanel((current) => (current && current.key === next.key && current.id === next.id ? null : next));
  }, []);
  const closePanel = useCallback(() => setPanel(null), []);
  const value = useMemo(() => ({ panel, togglePanel, closePanel }), [panel, togglePanel, closePanel]);
  return <SidepanelContext.Provider value={value}>{children}</SidepanelContext.Provider>;
}

export function useSidepanel(): SidepanelContextValue {
  const value = useContext(SidepanelContext);
  if (!value) throw new Error('useSidepanel needs a SidepanelProvider');
  return value;
}
