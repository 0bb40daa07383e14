import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_core';
import * as m002 from './002_list_speed';
import * as m003 from './003_accounts';
import * as m004 from './004_files_audit';
import * as m005 from './005_sso';
import * as m006 from './006_object_media';
import * as m007 from './007_ref_numbers';
import * as m008 from './008_reset_project';
import * as m009 from './009_changelog_seen';
import * as m010 from './010_invitations';
import * as m011 from './011_role_permissions';
import * as m012 from './012_teams';
import * as m013 from './013_owners';
import * as m015 from './015_project_settings';
import * as m016 from './016_applications';
import * as m017 from './017_application_list';
import * as m018 from './018_offer_outcomes';
import * as m019 from './019_object_public_ids';
import * as m020 from './020_communication';
import * as m021 from './021_public_rate_amounts';
import * as m022 from './022_mail_sender_check';
import * as m023 from './023_changelog_record_names';
import * as m024 from './024_gross_rent';
import * as m025 from './025_tenants';
import * as m026 from './026_contract_settings';
import * as m027 from './027_contracts';
import * as m028 from './028_jobs_deposits';
import * as m029 from './029_viewings';
import * as m030 from './030_action_links';
import * as m031 from './031_calendar_feeds';
import * as m032 from './032_viewing_links';
import * as m033 from './033_contract_signing';
import * as m034 from './034_interested_people';
import * as m035 from './035_viewing_onsite_links';
import * as m036 from './036_sales';
import * as m037 from './037_marketing';
import * as m038 from './038_job_projects';
import * as m039 from './039_marketing_push';
import * as m040 from './040_city_template';
import * as m041 from './041_initial_rent_form';
import * as m042 from './042_contract_attachments';
import * as m043 from './043_public_texts';
import * as m044 from './044_website_object_list';
import * as m045 from './045_marketing_server_trust';

/** Numbered migrations, listed statically so that they run the same from source and from a bundle. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_core': m001,
      '002_list_speed': m002,
      '003_accounts': m003,
      '004_files_audit': m004,
      '005_sso': m005,
      '006_object_media': m006,
      '007_ref_numbers': m007,
      '008_reset_project': m008,
      '009_changelog_seen': m009,
      '010_invitations': m010,
      '011_role_permissions': m011,
      '012_teams': m012,
      '013_owners': m013,
      '015_project_settings': m015,
      '016_applications': m016,
      '017_application_list': m017,
      '018_offer_outcomes': m018,
      '019_object_public_ids': m019,
      '020_communication': m020,
      '021_public_rate_amounts': m021,
      '022_mail_sender_check': m022,
      '023_changelog_record_names': m023,
      '024_gross_rent': m024,
      '025_tenants': m025,
      '026_contract_settings': m026,
      '027_contracts': m027,
      '028_jobs_deposits': m028,
      '029_viewings': m029,
      '030_action_links': m030,
      '031_calendar_feeds': m031,
      '032_viewing_links': m032,
      '033_contract_signing': m033,
      '034_interested_people': m034,
      '035_viewing_onsite_links': m035,
      '036_sales': m036,
      '037_marketing': m037,
      '038_job_projects': m038,
      '039_marketing_push': m039,
      '040_city_template': m040,
      '041_initial_rent_form': m041,
      '042_contract_attachments': m042,
      '043_public_texts': m043,
      '044_website_object_list': m044,
      '045_marketing_server_trust': m045,
    };
  },
};
