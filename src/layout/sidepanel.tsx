import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

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
 * A panel's address: the `panel` search parameter (`?panel=ApplicationEdit:12`) and its
 * parameters (`panel.mode=offer`). A panel with an address is linked, bookmarked and reloaded;
 * Back closes it, a language switch keeps it.
 */
export interface PanelAddress {
  key: string;
  id: number;
  params?: Readonly<Record<string, string>>;
}

/** What a panel key shows for an address: declared by its resource (AppResource.panels). */
export interface PanelDefinition {
  /** its title; `name` is the record's name when its opener knew it */
  title: (translate: TranslateFunction, address: PanelAddress, name?: string) => string;
  /** what it shows; `name` as for the title */
  Content: ComponentType<{ address: PanelAddress; name?: string }>;
  /** the list row it belongs to (default: its id) */
  rowId?: (address: PanelAddress) => number | undefined;
}

export type PanelDefinitions = Readonly<Record<string, PanelDefinition>>;

/** The panels of every resource, by key (App.tsx gives them from the resources' definitions). */
export const PanelDefinitionsContext = createContext<PanelDefinitions>({});

/** Opening a panel by its address; `name` (the record's) goes into its title. */
export type PanelOpening = PanelAddress & { name?: string };

/**
 * Asked before the open panel goes (closed, or replaced by another): calls `proceed` when it may
 * go, now or after asking; not at all when it stays.
 */
export type PanelCloseGuard = (proceed: () => void) => void;

interface SidepanelContextValue {
  panel: Sidepanel | null;
  /**
   * opens a panel; opening the same panel for the same id again closes it (both through the
   * guard). An address (`PanelOpening`) puts it into the URL; a panel given with its content lives
   * only until the route changes.
   */
  togglePanel: (panel: Sidepanel | PanelOpening) => void;
  /** closes the open panel through its guard (`discard`: without asking, e.g. after a delete) */
  closePanel: (options?: { discard?: boolean }) => void;
  /**
   * The open panel's content registers its guard (a form asks before unsaved input goes,
   * spec 1 section 4); the returned function takes it away again.
   */
  registerCloseGuard: (guard: PanelCloseGuard) => () => void;
}

const SidepanelContext = createContext<SidepanelContextValue | null>(null);

const PANEL_PARAM = 'panel';
const PARAM_PREFIX = 'panel.';
const PANEL_VALUE = /^([A-Za-z][A-Za-z0-9]*):(\d{1,12})$/;

/** The panel a URL query names, if any. */
export function panelAddressOf(search: URLSearchParams | string): PanelAddress | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const match = PANEL_VALUE.exec(params.get(PANEL_PARAM) ?? '');
  if (!match) return null;
  const own: Record<string, string> = {};
  params.forEach((value, name) => {
    if (name.startsWith(PARAM_PREFIX)) own[name.slice(PARAM_PREFIX.length)] = value;
  });
  return {
    key: match[1]!,
    id: Number(match[2]),
    ...(Object.keys(own).length ? { params: own } : {}),
  };
}

/** A URL query with `address` as its panel (none: without), every other parameter kept. */
export function withPanel(search: URLSearchParams | string, address: PanelAddress | null): string {
  const next = new URLSearchParams();
  new URLSearchParams(search).forEach((value, name) => {
    if (name !== PANEL_PARAM && !name.startsWith(PARAM_PREFIX)) next.append(name, value);
  });
  if (address) {
    next.set(PANEL_PARAM, `${address.key}:${address.id}`);
    for (const [name, value] of Object.entries(address.params ?? {})) {
      if (value !== undefined && value !== '') next.set(`${PARAM_PREFIX}${name}`, value);
    }
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** What the history entry of an opened panel carries: the record's name, and how many panel entries lead here. */
interface PanelState {
  panelName?: string;
  panelDepth?: number;
}

const stateOf = (state: unknown): PanelState =>
  state && typeof state === 'object' ? (state as PanelState) : {};

const isOpening = (panel: Sidepanel | PanelOpening): panel is PanelOpening => !('content' in panel);
/**
 * How another part of the page (a list's search, filter or page) writes the URL while a panel is
 * open: in place of the current entry, keeping the panel's name, and closing it later by taking
 * the panel out of that URL rather than going back to entries with the list as it was.
 */
export function besideOpenPanel(
  search: URLSearchParams,
  state: unknown,
): { replace: true; state: PanelState } | undefined {
  if (!panelAddressOf(search)) return undefined;
  return { replace: true, state: { ...stateOf(state), panelDepth: 0 } };
}

/**
 * Holds the open sidepanel (spec 1 section 2, "Sidepanels"): a panel with an address lives in the
 * URL's query (`?panel=ApplicationEdit:12`), so Back closes it, a reload or a link opens it, and a
 * language switch (which draws the app anew) keeps it; a route change closes it. Closing it or
 * opening another goes through the guard its content registered.
 */
export function SidepanelProvider({ children }: { children: ReactNode }) {
  const [local, setLocal] = useState<Sidepanel | null>(null);
  const guard = useRef<PanelCloseGuard | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const definitions = useContext(PanelDefinitionsContext);
  const { pathname, search } = location;
  const firstPath = useRef(pathname);

  const address = useMemo(() => panelAddressOf(search), [search]);
  const definition = address ? definitions[address.key] : undefined;
  const { panelName, panelDepth = 0 } = stateOf(location.state);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    // (a form with unsaved input asks before the route changes: its own navigation guard)
    setLocal(null);
  }, [pathname]);

  const addressed = useMemo<Sidepanel | null>(() => {
    if (!address || !definition) return null;
    const { Content } = definition;
    return {
      key: address.key,
      id: address.id,
      params: address.params,
      tableRowId: definition.rowId ? definition.rowId(address) : address.id,
      title: definition.title(translate, address, panelName),
      content: <Content address={address} name={panelName} />,
    };
  }, [address, definition, translate, panelName]);
  const panel = addressed ?? local;

  // the current values for the callbacks, which stay the same while the URL changes
  const current = useRef({ address, search, panelDepth, panel });
  current.current = { address, search, panelDepth, panel };

  const guarded = useCallback((action: () => void) => {
    if (guard.current) guard.current(action);
    else action();
  }, []);

  /** Leaves the addressed panel: back over the entries that opened it, else the same address without it. */
  const leaveAddress = useCallback(() => {
    const { search: query, panelDepth: depth } = current.current;
    if (depth > 0) navigate(-depth);
    else navigate({ search: withPanel(query, null) }, { replace: true });
  }, [navigate]);

  const togglePanel = useCallback(
    (next: Sidepanel | PanelOpening) =>
      guarded(() => {
        const { panel: open, address: openAddress, search: query, panelDepth: depth } = current.current;
        const same = open !== null && open.key === next.key && open.id === next.id;
        if (!isOpening(next)) {
          if (openAddress && !same) leaveAddress();
          setLocal(same ? null : next);
          return;
        }
        setLocal(null);
        if (same && openAddress) return leaveAddress();
        const { name, ...target } = next;
        // opened over a panel that came with the address itself: that one is not gone back to
        const replace = openAddress !== null && depth === 0;
        navigate(
          { search: withPanel(query, target) },
          { replace, state: { panelName: name, panelDepth: replace ? 0 : depth + 1 } satisfies PanelState },
        );
      }),
    [guarded, navigate, leaveAddress],
  );
  const closePanel = useCallback(
    (options?: { discard?: boolean }) => {
      const close = () => {
        setLocal(null);
        if (current.current.address) leaveAddress();
      };
      if (options?.discard) close();
      else guarded(close);
    },
    [guarded, leaveAddress],
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
