import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { SALE_PROJECT_TYPES } from '../../schema/projectTypes';
import type { ResourcePage } from '../../src/registry';

/**
 * The project settings pages that are built (spec 1 section 2, "Project settings area"), below
 * /settings: the settings mode's left menu is made of these (src/registry/menu.ts), and
 * SettingsRoutes routes each. A page lands here when it is built; software interfaces lists
 * BUILT_SOFTWARE_INTERFACES (settingsModel.ts).
 */
export const SETTINGS_PAGES: readonly ResourcePage[] = [
  { key: 'project', titleKey: 'settings_menu_project', icon: TuneOutlined, path: 'project' },
  { key: 'website', titleKey: 'settings_menu_website', icon: PaletteOutlined, path: 'website' },
  {
    key: 'digital-signature',
    titleKey: 'settings_menu_digital_signature',
    icon: HistoryEduOutlined,
    path: 'digital-signature',
  },
  {
    key: 'reservations',
    titleKey: 'settings_menu_reservations',
    icon: ReceiptLongOutlined,
    path: 'reservations',
    projectTypes: SALE_PROJECT_TYPES,
  },
  {
    key: 'rental-agreement',
    titleKey: 'settings_menu_rental_agreement',
    icon: DescriptionOutlined,
    path: 'rental-agreement',
  },
  {
    key: 'user-management',
    titleKey: 'settings_menu_user_management',
    icon: ManageAccountsOutlined,
    path: 'user-management/users',
    match: 'user-management',
    children: [
      { key: 'users', titleKey: 'settings_menu_users', icon: PeopleOutlined, path: 'user-management/users' },
      { key: 'teams', titleKey: 'settings_menu_teams', icon: GroupsOutlined, path: 'user-management/teams' },
      {
        key: 'roles',
        titleKey: 'settings_menu_roles',
        icon: AdminPanelSettingsOutlined,
        path: 'user-management/roles',
      },
      {
        key: 'owners',
        titleKey: 'settings_menu_owners',
        icon: HomeWorkOutlined,
        path: 'user-management/owners',
      },
    ],
  },
  {
    key: 'communication',
    titleKey: 'settings_menu_communication',
    icon: MailOutlined,
    path: 'communication/signature',
    match: 'communication',
    children: [
      {
        key: 'mail-signature',
        titleKey: 'settings_menu_mail_signature',
        icon: DrawOutlined,
        path: 'communication/signature',
      },
      {
        key: 'mail-templates',
        titleKey: 'settings_menu_mail_templates',
        icon: ArticleOutlined,
        path: 'communication/templates',
      },
    ],
  },
  {
    key: 'form-settings',
    titleKey: 'settings_menu_form_settings',
    icon: DynamicFormOutlined,
    path: 'form-settings/general',
    match: 'form-settings',
    children: [
      {
        key: 'form-general',
        titleKey: 'settings_menu_form_general',
        icon: InfoOutlined,
        path: 'form-settings/general',
      },
      {
        key: 'form-forms',
        titleKey: 'settings_menu_form_forms',
        icon: ListAltOutlined,
        path: 'form-settings/forms',
      },
      {
        key: 'form-references',
        titleKey: 'settings_menu_form_references',
        icon: RateReviewOutlined,
        path: 'form-settings/references',
      },
    ],
  },
  {
    key: 'software-interfaces',
    titleKey: 'settings_menu_software_interfaces',
    icon: HubOutlined,
    path: 'software-interfaces',
    children: [
      {
        key: 'rental-platforms',
        titleKey: 'settings_menu_rental_platforms',
        icon: StorefrontOutlined,
        path: 'software-interfaces/rental-platforms',
      },
      {
        key: 'authentication',
        titleKey: 'settings_menu_authentication',
        icon: LockOutlined,
        path: 'software-interfaces/authentication',
      },
      {
        key: 'deposit-providers',
        titleKey: 'settings_menu_deposit_providers',
        icon: GppGoodOutlined,
        path: 'software-interfaces/deposit-providers',
      },
    ],
  },
  { key: 'jobs', titleKey: 'settings_menu_jobs', icon: ScheduleOutlined, path: 'jobs' },
];
