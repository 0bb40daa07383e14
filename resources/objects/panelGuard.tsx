import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslate } from 'react-admin';
import { useSidepanel, type Sidepanel } from '../../src/layout/sidepanel';
import { useConfirmDiscard } from '../../src/forms';

/** A sidepanel holding a form: whether it has unsaved input, and the question before it goes. */
export interface PanelGuard {
  /** kept by the panel's form (SchemaForm `unsaved`) */
  unsaved: MutableRefObject<boolean>;
  /** closes the open panel, asking first when it holds unsaved input */
  close: () => void;
  /** opens (or, for the same record, closes) a panel, asking first when the open one holds unsaved input */
  toggle: (panel: Sidepanel) => void;
}

/**
 * The sidepanels of a screen whose panels hold forms: opening another record's panel, toggling
 * the same one closed or closing it asks before unsaved input is dropped (spec 1 section 4,
 * "Modals holding unsaved changes ask for confirmation before closing").
 */
export function usePanelGuard(): { guard: PanelGuard; confirmation: ReactNode } {
  const { togglePanel, closePanel } = useSidepanel();
  const next = useRef<(() => void) | null>(null);
  const proceed = useCallback(() => {
    const action = next.current;
    next.current = null;
    action?.();
  }, []);
  const { unsaved, requestClose, confirmation } = useConfirmDiscard(proceed);
  const guarded = useCallback(
    (action: () => void) => {
      next.current = action;
      requestClose();
    },
    [requestClose],
  );
  const toggle = useCallback((panel: Sidepanel) => guarded(() => togglePanel(panel)), [guarded, togglePanel]);
  const close = useCallback(() => guarded(closePanel), [guarded, closePanel]);
  const guard = useMemo(() => ({ unsaved, close, toggle }), [unsaved, close, toggle]);
  // the question; rendered where the opener lives
  return { guard, confirmation };
}

/** Targets whose Escape belongs to them: an open list, menu or dialog closes itself first. */
const OWN_ESCAPE = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], .MuiPopover-root';

/**
 * Inside a panel's content: the frame's close button and Escape go through the guard while the
 * form holds unsaved input (the sidepanel host closes at once otherwise). The frame is the
 * complementary region around `anchor`.
 */
export function useGuardedPanelClose(anchor: RefObject<HTMLElement | null>, guard: PanelGuard): void {
  const translate = useTranslate();
  const closeLabel = translate('layout_close_panel');
  const { unsaved, close } = guard;

  useEffect(() => {
    const frame = () => anchor.current?.closest('[role="complementary"]') ?? null;
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    const onClick = (event: MouseEvent) => {
      if (!unsaved.current || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      const region = frame();
      if (button && region?.contains(button) && button.getAttribute('aria-label') === closeLabel) stop(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !unsaved.current) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_ESCAPE) || target?.getAttribute('aria-expanded') === 'true') return;
      stop(event);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
      // a panel that went away holds nothing any more
      unsaved.current = false;
    };
  }, [anchor, close, closeLabel, unsaved]);
}
