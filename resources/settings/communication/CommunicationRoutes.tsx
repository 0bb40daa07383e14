import { Navigate, Route, Routes } from 'react-router-dom';
import { MailSignaturePage } from './MailSignaturePage';
import { MailTemplateCreate, MailTemplateEdit } from './MailTemplateForm';
import { MailTemplateList } from './MailTemplateList';

/**
 * `/settings/communication/*` (spec 1 section 2): the mail signature (the default page) and the
 * mail templates (list, new, a template's form). Admin only, like the whole settings area.
 */
export function CommunicationRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="signature" replace />} />
      <Route path="signature" element={<MailSignaturePage />} />
      <Route path="templates">
        <Route index element={<MailTemplateList />} />
        <Route path="create" element={<MailTemplateCreate />} />
        <Route path=":id" element={<MailTemplateEdit />} />
      </Route>
      <Route path="*" element={<Navigate to="signature" replace />} />
    </Routes>
  );
}
