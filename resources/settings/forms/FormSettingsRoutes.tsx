import { Navigate, Route, Routes } from 'react-router-dom';
import { FormBuilderPage } from './FormBuilderPage';
import { FormGeneralPage } from './FormGeneralPage';

/** `/settings/form-settings/*` (spec 1 section 2): forms and general, general by default. */
export function FormSettingsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="general" replace />} />
      <Route path="general" element={<FormGeneralPage />} />
      <Route path="forms" element={<FormBuilderPage />} />
      <Route path="*" element={<Navigate to="general" replace />} />
    </Routes>
  );
}
