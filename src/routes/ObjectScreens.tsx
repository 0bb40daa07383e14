import { Routes, UNSAFE_RouteContext } from 'react-router-dom';
import { objectRoutes } from '../../resources/objects';

/** A route context as at the top of the app, so that `objectRoutes` matches its `/objects` paths. */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

/**
 * The object screens, loaded on first visit (App lazy-loads this module, so the login page and
 * the first paint do not carry the list code). `objectRoutes` names full `/objects/...` paths,
 * so they are matched from the root rather than below the `/objects/*` route that loads them.
 */
export function ObjectScreens() {
  return (
    <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
      <Routes>{objectRoutes}</Routes>
    </UNSAFE_RouteContext.Provider>
  );
}
