import { Navigate, Route, Routes } from 'react-router-dom';
import { DEFAULT_OBJECT_KIND, OBJECT_KIND_LIST } from './kinds';
import { ObjectList } from './ObjectList';
import { ObjectShow } from './ObjectShow';

/**
 * The screens under `/objects/*` (spec 1 section 2): the default kind, one list per kind, and
 * `/objects/{id}`. Paths are relative, so the app mounts this below its `/objects/*` route and can
 * load it on first visit.
 */
export function ObjectRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={DEFAULT_OBJECT_KIND} replace />} />
      {OBJECT_KIND_LIST.map((kind) => (
        <Route key={kind} path={kind} element={<ObjectList kind={kind} />} />
      ))}
      <Route path=":id" element={<ObjectShow />} />
    </Routes>
  );
}
