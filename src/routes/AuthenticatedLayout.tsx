import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { loginPathWithRedirect } from '../../authProvider/rules';
import { AppLayout } from '../layout';
import { useBootstrap } from '../session/useBootstrap';
import { useCurrentUser } from '../session/useCurrentUser';

/** A failed bootstrap signs the user out and goes to the login page (spec 2 section 7.3). */
function BootstrapWatch() {
  const { isError } = useBootstrap();
  const logout = useLogout();
  const location = useLocation();
  const target = loginPathWithRedirect(location);
  useEffect(() => {
    if (isError) void logout({}, target);
  }, [isError, logout, target]);
  return null;
}

/**
 * The layout of the signed-in area. Whether anyone is signed in is read synchronously from
 * storage, so an anonymous visitor goes to the login page at once, without a loading screen.
 */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathWithRedirect(location)} replace />;
  return (
    <AppLayout>
      <BootstrapWatch />
      {children}
    </AppLayout>
  );
}
