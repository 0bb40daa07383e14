import type { de } from './de';

export const en: typeof de = {
  settings_menu_label: 'Project settings menu',
  settings_menu_back: 'Back to the app',
  settings_menu_software_interfaces: 'Software interfaces',
  settings_menu_authentication: 'Authentication',

  settings_authentication_title: 'Authentication',
  settings_authentication_intro:
    'Decide how staff sign in to this project: with a second factor, with their company account, or both.',

  settings_2fa_title: 'Two-factor sign-in',
  settings_2fa_intro:
    'With a second factor a password alone is no longer enough: signing in also takes a code from an authenticator app or sent by e-mail.',
  settings_2fa_require: 'Require two-factor sign-in',
  settings_2fa_enrolled: '%{enrolled} of %{total} staff have set up a second factor.',
  settings_2fa_confirm_title: 'Require two-factor sign-in?',
  settings_2fa_confirm_enrol:
    'Staff without a second factor will set one up at their next sign-in, before they can go on.',
  settings_2fa_confirm_sessions:
    'Sessions opened without a second factor stop working in this project straight away.',
  settings_2fa_confirm_missing:
    'This currently affects one person. |||| This currently affects %{smart_count} people.',
  settings_2fa_confirm_own_session:
    'Your own session was opened without a second factor too: you will be signed out and set one up at your next sign-in.',
  settings_2fa_confirm_button: 'Require',
  settings_2fa_turned_on: 'Two-factor sign-in is now required for this project.',
  settings_2fa_turned_off: 'Two-factor sign-in is no longer required for this project.',

  settings_sso_title: 'Sign-in with the company account (single sign-on)',
  settings_sso_intro:
    'Staff sign in with their account in Microsoft Entra ID or another OpenID Connect directory. They are matched by their verified e-mail address.',
  settings_sso_step_directory: '1. Choose the directory and register this app there',
  settings_sso_step_application: '2. Enter what the directory gives you',
  settings_sso_step_access: '3. Decide who gets in',
  settings_sso_provider: 'Directory',
  settings_sso_provider_azure: 'Microsoft Entra ID',
  settings_sso_provider_oidc: 'OpenID Connect',
  settings_sso_callback_url: 'Redirect URI',
  settings_sso_callback_url_help:
    'Enter this address as the redirect URI of the app registration in your directory (platform "Web").',
  settings_sso_callback_copy: 'Copy address',
  settings_sso_callback_copied: 'The address has been copied to the clipboard.',
  settings_sso_callback_copy_failed:
    'The browser does not allow copying. The address is selected: copy it with Ctrl+C.',
  settings_sso_directory_id: 'Directory (tenant) ID',
  settings_sso_directory_id_help:
    'A GUID such as 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b, in the Entra admin center under "Overview".',
  settings_sso_issuer_url: 'Issuer URL',
  settings_sso_issuer_url_help: 'The provider’s https address, e.g. https://login.example.ch/realms/firma.',
  settings_sso_client_id: 'Application (client) ID',
  settings_sso_client_id_help: 'Shown in the app registration in your directory.',
  settings_sso_client_secret: 'Client secret',
  settings_sso_client_secret_help: 'Stored encrypted and never shown again.',
  settings_sso_client_secret_stored: 'Saved. Leave empty to keep it; a new secret replaces the saved one.',
  settings_sso_allow_create_users: 'Create new accounts at the first sign-in',
  settings_sso_allow_create_users_help:
    'When off, only people who already have an account here with the same e-mail address can sign in.',
  settings_sso_default_role: 'Role of new accounts',
  settings_sso_default_role_help: 'Administrator roles are never given automatically.',
  settings_sso_enabled: 'Turn on sign-in with the company account',
  settings_sso_enabled_help: 'The sign-in page offers it once it is turned on and saved.',
  settings_sso_saved: 'The settings for sign-in with the company account have been saved.',
  settings_sso_conflict:
    'Someone else has saved these settings in the meantime. Load the current settings and enter your changes again.',
  settings_sso_conflict_reload: 'Load current settings',

  settings_role_superuser: 'Superuser',
  settings_role_user: 'User',
  settings_role_assistant: 'Assistant',
  settings_role_marketer: 'Marketing',
  settings_role_contract: 'Contracts',
  settings_role_analyst: 'Analyst',

  settings_error_sso_provider_invalid: 'Please choose "Microsoft Entra ID" or "OpenID Connect".',
  settings_error_sso_directory_id_required: 'Please enter the directory (tenant) ID.',
  settings_error_sso_directory_id_invalid:
    'The directory ID is a GUID such as 8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b.',
  settings_error_sso_client_id_required: 'Please enter the application (client) ID.',
  settings_error_sso_client_id_invalid: 'The application ID has at most 200 characters and no spaces.',
  settings_error_sso_client_secret_required: 'Please enter the client secret.',
  settings_error_sso_client_secret_invalid: 'The client secret has at most 1000 characters.',
  settings_error_sso_issuer_required: 'Please enter the issuer URL.',
  settings_error_sso_issuer_invalid:
    'The issuer URL must be an https address without parameters, e.g. https://login.example.ch/realms/firma.',
  settings_error_sso_issuer_private:
    'The issuer URL points to an internal address (this computer or a private network). Please enter the public https address of your sign-in service.',
  settings_error_sso_default_role_invalid: 'Please choose a role without administrator rights.',
  settings_menu_jobs: 'Background jobs',
  jobs_title: 'Background jobs',
  jobs_intro:
    'Reminders, tenancy ends and other work the app does on its own. A job that fails after all its attempts is listed here with its reason and can be started again.',
  jobs_count_failed: '%{smart_count} failed',
  jobs_count_queued: '%{smart_count} scheduled',
  jobs_count_running: '%{smart_count} running',
  jobs_failed_section: 'Failed',
  jobs_failed_none: 'No job has failed.',
  jobs_failed_when:
    'Last tried on %{date}, %{smart_count} attempt |||| Last tried on %{date}, %{smart_count} attempts',
  jobs_reason: 'Reason: %{reason}',
  jobs_retry: 'Run again',
  jobs_retried: 'The job will run again.',
  jobs_upcoming_section: 'Coming up',
  jobs_upcoming_none: 'No job is scheduled.',
};
