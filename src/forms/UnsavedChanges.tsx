import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useSidepanel } from '../layout/sidepanel';
import { Confirm, useBlocker } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';

/** The question before unsaved input is dropped: keep editing (default) or discard. */
export function ConfirmDiscardDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <Confirm
      isOpen={open}
      title="forms_unsaved_title"
      content="forms_unsaved_text"
      confirm="forms_discard"
      cancel="forms_keep_editing"
      confirmColor="warning"
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}

/** Whether the form holds input that was not saved. */
function useHasUnsavedInput(control?: Control): boolean {
  const { dirtyFields, isSubmitSuccessful } = useFormState(control ? { control } : undefined);
  return Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
}

/**
 * react-admin's `warnWhenUnsavedChanges` with our question instead of the browser's `confirm()`:
 * leaving the form's page (a link, the back button) with unsaved input asks first; closing the tab
 * gets the browser's own warning. Needs a data router (react-admin disables it otherwise).
 * Pass it as the Form's `WarnWhenUnsavedChangesComponent`; one such form per page.
 */
export function UnsavedChangesGuard({
  enable = true,
  formRootPathName,
  formControl,
  isUnsaved,
  onDiscard,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
  /** whether there is unsaved input, asked when a navigation starts (a wizard's own rule) */
  isUnsaved?: () => boolean;
  /** the user chose to leave without saving: before the navigation goes on */
  onDiscard?: () => void;
}) {
  const dirty = useHasUnsavedInput(formControl);
  const unsaved = enable && (isUnsaved ? isUnsaved() : dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!enable || !(isUnsaved ? isUnsaved() : dirty)) return false;
    const root = formRootPathName || currentLocation.pathname;
    const insideForm =
      nextLocation.pathname.startsWith(root) && !nextLocation.pathname.startsWith(`${root}/show`);
    return !insideForm;
  });
  const blocked = blocker.state === 'blocked';

  // a save that navigates away in the same tick: nothing is lost any more, go on
  useEffect(() => {
    if (blocked && !unsaved) blocker.proceed?.();
    // (the blocker object changes on every render: not a dependency)
  }, [blocked, unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <ConfirmDiscardDialog
      open={blocked && unsaved}
      onDiscard={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
      onKeep={() => blocker.reset?.()}
    />
  );
}

/** Inside a form: tells `onChange` whenever it starts or stops holding unsaved input. */
export function ReportUnsavedInput({ onChange }: { onChange: (unsaved: boolean) => void }) {
  const unsaved = useHasUnsavedInput();
  useEffect(() => onChange(unsaved), [onChange, unsaved]);
  return null;
}

/**
 * Closing a modal or sidepanel that holds a form with unsaved input asks first. Put
 * `<TrackUnsavedInput state={guard.unsaved} />` inside the form, call `guard.requestClose` wherever
 * the modal closes (backdrop, Escape, cancel, close icon) and render `guard.confirmation`;
 * `keep` is told when the answer is to keep editing.
 */
export function useConfirmDiscard(close: () => void, keep?: () => void) {
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (unsaved.current) setAsking(true);
    else close();
  }, [close]);
  const confirmation = (
    <ConfirmDiscardDialog
      open={asking}
      onDiscard={() => {
        setAsking(false);
        unsaved.current = false;
        close();
      }}
      onKeep={() => {
        setAsking(false);
        keep?.();
      }}
    />
  );
  return { unsaved, requestClose, confirmation };
}

/** Inside a form: keeps `state` telling whether it holds unsaved input (see useConfirmDiscard). */
export function TrackUnsavedInput({ state }: { state: MutableRefObject<boolean> }) {
  const unsaved = useHasUnsavedInput();
  useEffect(() => {
    state.current = unsaved;
  }, [state, unsaved]);
  return null;
}

/**
 * Inside a sidepanel's content holding a form: whatever takes the panel away while the form holds
 * unsaved input asks first: its close button, Escape, opening another panel, Back, a link
 * elsewhere; "keep editing" keeps the panel and its address. Pass `unsaved` to the form (without
 * `warnWhenUnsavedChanges`: the sidepanel guards leaving) and render `confirmation`.
 */
export function useSidepanelDiscardGuard() {
  const { registerCloseGuard } = useSidepanel();
  const next = useRef<{ proceed: () => void; stay: () => void } | null>(null);
  const answer = useCallback((choice: 'proceed' | 'stay') => {
    const asked = next.current;
    next.current = null;
    asked?.[choice]();
  }, []);
  const proceed = useCallback(() => answer('proceed'), [answer]);
  const stay = useCallback(() => answer('stay'), [answer]);
  const { unsaved, requestClose, confirmation } = useConfirmDiscard(proceed, stay);
  useEffect(
    () =>
      registerCloseGuard({
        unsaved: () => unsaved.current,
        ask: (go, keep) => {
          next.current = { proceed: go, stay: keep };
          requestClose();
        },
      }),
    [registerCloseGuard, requestClose, unsaved],
  );
  return { unsaved, confirmation };
}
