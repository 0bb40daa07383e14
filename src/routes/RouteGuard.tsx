import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLogout, useResourceDefinitions } from 'react-admin';
import { PERMIT, checkAccess } from '../../schema/permissions';
import type { AccessResult } from '../../schema/permissions';
import { loginPathWithRedirect, subjectOf } from '../../authProvider/rules';
import { routeAccess } from '../../authProvider/routePermissions';
import { useCurrentUser } from '../session/useCurrentUser';
import { ACCESS_DENIED_PATH, landingPath } from './builtScreens';

/**
 * Signs the user out and sends them to the login page, which brings them back here afterwards
 * (a permission check answered 'logout').
 */
function LogoutToLogin() {
  const logout = useLogout();
  const location = useLocation();
  const target = loginPathWithRedirect(location);
  useEffect(() => {
    void logout({}, target);
  }, [logout, target]);
  return null;
}

function Decision({ access, children }: { access: AccessResult | 'anonymous'; children: ReactNode }) {
  const location = useLocation();
  if (access === 'anonymous') return <Navigate to={loginPathWithRedirect(location)} replace />;
  if (access === 'logout') return <LogoutToLogin />;
  if (access === 'deny') return <Navigate to={ACCESS_DENIED_PATH} replace />;
  return <>{children}</>;
}

/**
 * Opens a route only to those its permission admits (the same rule as `authProvider.canAccess`,
 * decided synchronously so no loading state shows): denied -> /403, 'logout' -> sign out and log
 * in again, nobody signed in -> login with a redirect back.
 */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  /** read (default) or a change: create, edit, delete */
  action?: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  const access = user ? routeAccess(subjectOf(user), resource, action) : 'anonymous';
  return <Decision access={access}>{children}</Decision>;
}

/** `/`: sends a signed-in user on to the landing page of their role (spec 1 sections 2 and 6). */
export function LandingRedirect() {
  const user = useCurrentUser();
  const definitions = useResourceDefinitions();
  if (!user) return <Decision access="anonymous">{null}</Decision>;
  const subject = subjectOf(user);
  const access = checkAccess(subject, PERMIT);
  return (
    <Decision access={access}>
      <Navigate to={landingPath(subject, definitions)} replace />
    </Decision>
  );
}
