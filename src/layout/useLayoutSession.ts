import { useMemo } from 'react';
import type { PermissionSubject } from '../../schema/permissions';
import type { Bootstrap, SessionUser } from '../../schema/api/session';
import { subjectOf } from '../../authProvider/rules';
import { useBootstrap } from '../session/useBootstrap';
import { useCurrentUser } from '../session/useCurrentUser';

export interface LayoutSession {
  bootstrap: Bootstrap | undefined;
  user: SessionUser | null;
  /** what the menu and the top bar check permissions against */
  subject: PermissionSubject | null;
}

/**
 * The signed-in user: as bootstrap last reported it (the freshest permissions), else as stored at
 * sign-in until bootstrap arrives; nobody once the stored user is gone.
 */
export function useLayoutSession(): LayoutSession {
  const { data } = useBootstrap();
  const stored = useCurrentUser();
  return useMemo(() => {
    const user: SessionUser | null = stored ? (data?.user ?? stored) : null;
    return { bootstrap: data, user, subject: user ? subjectOf(user) : null };
  }, [data, stored]);
}
