import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardWidget, WidgetState } from '../../schema/dashboard';

export interface WidgetLoad {
  state: WidgetState;
  /** the last figures received (kept while reloading) */
  widget: DashboardWidget | null;
  reload: () => void;
}

/**
 * A widget's states (spec 1 section 4): `init` until its first figures, `reload` while newer ones
 * load over the shown ones, `done`, and `error` when a load failed.
 */
export function useWidget(load: () => Promise<DashboardWidget>): WidgetLoad {
  const [state, setState] = useState<WidgetState>('init');
  const [widget, setWidget] = useState<DashboardWidget | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const run = useCallback((next: WidgetState) => {
    const current = ++generation.current;
    setState(next);
    loadRef.current().then(
      (data) => {
        if (current !== generation.current) return;
        setWidget(data);
        setState('done');
      },
      () => {
        if (current === generation.current) setState('error');
      },
    );
  }, []);

  useEffect(() => {
    run('init');
    return () => {
      generation.current += 1;
    };
  }, [run]);

  const hasData = widget !== null;
  const reload = useCallback(() => run(hasData ? 'reload' : 'init'), [run, hasData]);
  return { state, widget, reload };
}
