import { useCallback, useEffect, useRef, useState } from 'react';
import { getMenuCollapsed, setMenuCollapsed } from '../../dataProvider/storage';
import { shouldAutoCollapse } from './menuModel';

export interface MenuCollapse {
  collapsed: boolean;
  toggle: () => void;
}

/**
 * The left menu's collapse state. The user's choice is stored and survives a reload. Opening a
 * sidepanel on a window 1440 px wide or narrower collapses the menu for as long as the panel is
 * open, without changing the stored choice; closing the panel brings the choice back.
 * `openPanel` names the open panel (null when none), so that opening another one counts too.
 */
export function useMenuCollapse(openPanel: string | null): MenuCollapse {
  const [collapsed, setCollapsed] = useState<boolean>(getMenuCollapsed);
  /** the state before an automatic collapse, restored when the panel closes; null when none */
  const beforeAuto = useRef<boolean | null>(null);

  useEffect(() => {
    if (openPanel === null) {
      if (beforeAuto.current !== null) setCollapsed(beforeAuto.current);
      beforeAuto.current = null;
      return;
    }
    if (!shouldAutoCollapse(window.innerWidth)) return;
    setCollapsed((current) => {
      if (!current && beforeAuto.current === null) beforeAuto.current = current;
      return true;
    });
  }, [openPanel]);

  const toggle = useCallback(() => {
    const next = !collapsed;
    beforeAuto.current = null;
    setMenuCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);

  return { collapsed, toggle };
}
