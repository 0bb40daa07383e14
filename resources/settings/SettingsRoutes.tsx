import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../src/registry';
import { useProjectType } from '../../src/session/init';
import { AuthenticationSettings } from './AuthenticationSettings';
import { RoleSettings } from './roles/RoleSettings';
import { ProjectSettingsPage } from './project/ProjectSettingsPage';
import { WebsiteThemePage } from './project/WebsiteThemePage';
import { defaultSoftwareInterface } from './settingsModel';

const OwnerRoutes = lazyScreen(() => import('./owners/OwnerRoutes').then((module) => module.OwnerRoutes));
const TeamRoutes = lazyScreen(() => import('./teams/TeamRoutes').then((module) => module.TeamRoutes));
const UserRoutes = lazyScreen(() => import('./users/UserRoutes').then((module) => module.UserRoutes));
const FormSettingsRoutes = lazyScreen(() =>
  import('./forms/FormSettingsRoutes').then((module) => module.FormSettingsRoutes),
);
const RentalAgreementPage = lazyScreen(() =>
  import('./contract/RentalAgreementPage').then((module) => module.RentalAgreementPage),
);
const ReservationSettingsPage = lazyScreen(() =>
  import('./sales/ReservationSettingsPage').then((module) => module.ReservationSettingsPage),
);
const DigitalSignaturePage = lazyScreen(() =>
  import('./contract/DigitalSignaturePage').then((module) => module.DigitalSignaturePage),
);
const DepositProviderRoutes = lazyScreen(() =>
  import('./contract/DepositProviderRoutes').then((module) => module.DepositProviderRoutes),
);
const RentalPlatformsPage = lazyScreen(() =>
  import('./marketing/RentalPlatformsPage').then((module) => module.RentalPlatformsPage),
);
const JobsPage = lazyScreen(() => import('./jobs/JobsPage').then((module) => module.JobsPage));
const CommunicationRoutes = lazyScreen(() =>
  import('./communication/CommunicationRoutes').then((module) => module.CommunicationRoutes),
);

/**
 * `/software-interfaces`: the default page of the spec (authentication on investor projects,
 * rental platforms otherwise) once it is built; until then the first built one, authentication.
 */
function SoftwareInterfacesIndex() {
  const page = defaultSoftwareInterface(useProjectType());
  return <Navigate to={page ?? '/'} replace />;
}

/**
 * The project settings area under `/settings/*` (spec 1 section 2), admin only (the app's route
 * guard). Only built pages have routes: today software interfaces > authentication, which is
 * also where `/settings` leads. A path of a page that does not exist yet leads there too.
 */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="user-management/users" replace />} />
      <Route path="project" element={<ProjectSettingsPage />} />
      <Route path="website" element={<WebsiteThemePage />} />
      <Route path="digital-signature" element={<DigitalSignaturePage />} />
      <Route path="rental-agreement" element={<RentalAgreementPage />} />
      <Route path="reservations" element={<ReservationSettingsPage />} />
      <Route path="software-interfaces">
        <Route index element={<SoftwareInterfacesIndex />} />
        <Route path="rental-platforms" element={<RentalPlatformsPage />} />
        <Route path="authentication" element={<AuthenticationSettings />} />
        <Route path="deposit-providers/*" element={<DepositProviderRoutes />} />
      </Route>
      <Route path="user-management">
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users/*" element={<UserRoutes />} />
        <Route path="roles" element={<RoleSettings />} />
        <Route path="teams/*" element={<TeamRoutes />} />
        <Route path="owners/*" element={<OwnerRoutes />} />
      </Route>
      <Route path="communication/*" element={<CommunicationRoutes />} />
      <Route path="form-settings/*" element={<FormSettingsRoutes />} />
      <Route path="jobs" element={<JobsPage />} />
      <Route path="*" element={<Navigate to="/settings" replace />} />
    </Routes>
  );
}
