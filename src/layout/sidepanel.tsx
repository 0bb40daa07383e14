import {
  createContext,
  type MutableRefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useBlocker, useCanBlock, useTranslate, type TranslateFunction } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The open sidepanel (spec 1 section 3, "Sidepanel"), as its address's definition draws it. */
export interface Sidepanel {
  /** which panel, e.g. 'ApartmentEdit' */
  key: string;
  /** the record it shows */
  id: number;
  title?: string;
  params?: Readonly<Record<string, string>>;
  /** the list row it belongs to, refreshed after a change */
  tableRowId?: number;
  /** what the panel shows; its definition draws it, the host frames it */
  content: ReactNode;
}

/**
 * A panel's address: the `panel` search parameter (`?panel=ApplicationEdit:12`) and its
 * parameters (`panel.mode=offer`). Every panel has one: it is linked, bookmarked and reloaded;
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
 * Asked before the open panel goes (closed, replaced by another, Back, a link elsewhere): its
 * content holds input that would be lost while `unsaved()` says so; `ask` then asks and calls
 * `proceed` when it may go, `stay` when it stays.
 */
export interface PanelCloseGuard {
  unsaved: () => boolean;
  ask: (proceed: () => void, stay: () => void) => void;
}

interface SidepanelContextValue {
  panel: Sidepanel | null;
  /**
   * opens a panel by putting its address into the URL; opening the same panel for the same id
   * again closes it (both through the guard)
   */
  togglePanel: (panel: PanelOpening) => void;
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
  // the colon is allowed in a query: `?panel=ApartmentEdit:12` reads as it is written
  const query = next.toString().replace(/%3A/gi, ':');
  return query ? `?${query}` : '';
}

/** What the history entry of an opened panel carries: the record's name, and how many panel entries lead here. */
interface PanelState {
  panelName?: string;
  panelDepth?: number;
}

const stateOf = (state: unknown): PanelState =>
  state && typeof state === 'object' ? (state as PanelState) : {};

const sameAddress = (a: PanelAddress | null, b: PanelAddress | null): boolean =>
  a === b || (a !== null && b !== null && a.key === b.key && a.id === b.id);

/** Whether a navigation takes the open panel away: another page, or another panel (or none) in the query. */
const takesPanelAway = (
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
) => from.pathname !== to.pathname || !sameAddress(panelAddressOf(from.search), panelAddressOf(to.search));

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
 * While the open panel's content guards it: a navigation that takes the panel away (Back, a link,
 * a menu entry) waits for its question; answering "stay" keeps the panel and the URL. Closing the
 * tab gets the browser's own warning. Mounted only then, so that it is the router's one blocker
 * (a page form's own guard is not on the screen at the same time).
 */
function PanelLeaveGuard({
  guard,
  passing,
}: {
  guard: MutableRefObject<PanelCloseGuard | null>;
  passing: MutableRefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !passing.current && guard.current?.unsaved() === true && takesPanelAway(currentLocation, nextLocation),
  );
  const held = useRef(blocker);
  held.current = blocker;
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    const proceed = () => held.current.proceed?.();
    const open = guard.current;
    if (!open?.unsaved()) proceed();
    else open.ask(proceed, () => held.current.reset?.());
  }, [blocked, guard]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!guard.current?.unsaved()) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  return null;
}

/**
 * Holds the open sidepanel (spec 1 section 2, "Sidepanels"): every panel lives in the URL's query
 * (`?panel=ApplicationEdit:12`), its content drawn by the definition its resource declares for its
 * key, so Back closes it, a reload or a link opens it, and a language switch (which draws the app
 * anew) keeps it; a route change closes it. Whatever takes it away (its close button, another
 * panel, Back, a link) goes through the guard its content registered.
 */
export function SidepanelProvider({ children }: { children: ReactNode }) {
  const guard = useRef<PanelCloseGuard | null>(null);
  const [guarded, setGuarded] = useState(false);
  /** a navigation of our own, after the guard agreed: not asked about again */
  const passing = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const canBlock = useCanBlock();
  const definitions = useContext(PanelDefinitionsContext);
  const { search } = location;

  const address = useMemo(() => panelAddressOf(search), [search]);
  const definition = address ? definitions[address.key] : undefined;
  const { panelName, panelDepth = 0 } = stateOf(location.state);

  useEffect(() => {
    passing.current = false;
  }, [location.key]);

  const panel = useMemo<Sidepanel | null>(() => {
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

  // the current values for the callbacks, which stay the same while the URL changes
  const current = useRef({ address, search, panelDepth, panel });
  current.current = { address, search, panelDepth, panel };

  /** runs `action` (a navigation) once the guard agrees */
  const whenAgreed = useCallback((action: () => void) => {
    const go = () => {
      passing.current = true;
      action();
    };
    const open = guard.current;
    if (open?.unsaved()) open.ask(go, () => undefined);
    else go();
  }, []);

  /** Leaves the addressed panel: back over the entries that opened it, else the same address without it. */
  const leaveAddress = useCallback(() => {
    const { search: query, panelDepth: depth } = current.current;
    if (depth > 0) navigate(-depth);
    else navigate({ search: withPanel(query, null) }, { replace: true });
  }, [navigate]);

  const togglePanel = useCallback(
    (next: PanelOpening) =>
      whenAgreed(() => {
        const { panel: open, address: openAddress, search: query, panelDepth: depth } = current.current;
        if (open !== null && open.key === next.key && open.id === next.id) return leaveAddress();
        const { name, ...target } = next;
        // opened over a panel that came with the address itself: that one is not gone back to
        const replace = openAddress !== null && depth === 0;
        navigate(
          { search: withPanel(query, target) },
          { replace, state: { panelName: name, panelDepth: replace ? 0 : depth + 1 } satisfies PanelState },
        );
      }),
    [whenAgreed, navigate, leaveAddress],
  );
  const closePanel = useCallback(
    (options?: { discard?: boolean }) => {
      if (!current.current.address) return;
      if (!options?.discard) return whenAgreed(leaveAddress);
      passing.current = true;
      leaveAddress();
    },
    [whenAgreed, leaveAddress],
  );
  const registerCloseGuard = useCallback((own: PanelCloseGuard) => {
    guard.current = own;
    setGuarded(true);
    return () => {
      if (guard.current !== own) return;
      guard.current = null;
      setGuarded(false);
    };
  }, []);
  const value = useMemo(
    () => ({ panel, togglePanel, closePanel, registerCloseGuard }),
    [panel, togglePanel, closePanel, registerCloseGuard],
  );
  return (
    <SidepanelContext.Provider value={value}>
      {children}
      {guarded && canBlock && <PanelLeaveGuard guard={guard} passing={passing} />}
    </SidepanelContext.Provider>
  );
}

export function useSidepanel(): SidepanelContextValue {
  const value = useContext(SidepanelContext);
  if (!value) throw new Error('useSidepanel needs a SidepanelProvider');
  return value;
}
