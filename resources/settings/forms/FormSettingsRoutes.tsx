import { Navigate, Route, Routes } from 'react-router-dom';
import { FormBuilderPage } from './FormBuilderPage';
import { FormGeneralPage } from './FormGeneralPage';
import { ReferenceQuestionsPage } from './ReferenceQuestionsPage';

/** `/settings/form-settings/*` (spec 1 section 2): general, the application form and the reference questions; general by default. */
export function FormSettingsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="general" replace />} />
      <Route path="general" element={<FormGeneralPage />} />
      <Route path="forms" element={<FormBuilderPage />} />
      <Route path="references" element={<ReferenceQuestionsPage />} />
      <Route path="*" element={<Navigate to="general" replace />} />
    </Routes>
  );
}
