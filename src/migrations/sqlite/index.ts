import * as migration_20261122_041338_initial from './20261122_041338_initial';
import * as migration_20261122_043638_content from './20261122_043638_content';
import * as migration_20261122_065030_admissions from './20261122_065030_admissions';
import * as migration_20261123_040000_search_index from './20261123_040000_search_index';
import * as migration_20261123_041000_locale_parent_indexes from './20261123_041000_locale_parent_indexes';
import * as migration_20261123_090040_application_complete from './20261123_090040_application_complete';
import * as migration_20261123_095404_staff_sign_in from './20261123_095404_staff_sign_in';
import * as migration_20261123_130132_newsletter_subscribers from './20261123_130132_newsletter_subscribers';
import * as migration_20261123_131915_newsletter_issues from './20261123_131915_newsletter_issues';
import * as migration_20261123_153234_subscriber_confirmation_outbox from './20261123_153234_subscriber_confirmation_outbox';
import * as migration_20261123_183255_banner_video from './20261123_183255_banner_video';
import * as migration_20261123_213453_media_storage_fields from './20261123_213453_media_storage_fields';
import * as migration_20261123_225547_categories_and_history from './20261123_225547_categories_and_history';
import * as migration_20261124_010857_seo_meta from './20261124_010857_seo_meta';
import * as migration_20261124_014532_redirects from './20261124_014532_redirects';
import * as migration_20261124_015114_programme_pages from './20261124_015114_programme_pages';
import * as migration_20261124_015912_redirects_to_faculties from './20261124_015912_redirects_to_faculties';
import * as migration_20261124_020947_documents from './20261124_020947_documents';
import * as migration_20261124_023028_contact_page from './20261124_023028_contact_page';
import * as migration_20261125_115300_admission_periods from './20261125_115300_admission_periods';
import * as migration_20261125_120024_applicant_consent from './20261125_120024_applicant_consent';
import * as migration_20261125_120538_office_tools from './20261125_120538_office_tools';
import * as migration_20261125_121659_document_requests from './20261125_121659_document_requests';
import * as migration_20261126_104045_telegram from './20261126_104045_telegram';
import * as migration_20261126_113937_applicant_mail_outbox from './20261126_113937_applicant_mail_outbox';
import * as migration_20261126_120530_lookup_index from './20261126_120530_lookup_index';
import * as migration_20261126_155316_back_office from './20261126_155316_back_office';
import * as migration_20261126_155400_sqlite_delete_rules from './20261126_155400_sqlite_delete_rules';
import * as migration_20261128_040249_event_registrations_people_banners from './20261128_040249_event_registrations_people_banners';
import * as migration_20261128_053901_people_redirects_sign_up_mails from './20261128_053901_people_redirects_sign_up_mails';
import * as migration_20261128_054800_sqlite_delete_rules from './20261128_054800_sqlite_delete_rules';
import * as migration_20261128_075956_payments from './20261128_075956_payments';
import * as migration_20261128_081000_sqlite_delete_rules_payments from './20261128_081000_sqlite_delete_rules_payments';
import * as migration_20261128_131700_sqlite_invoice_due_date from './20261128_131700_sqlite_invoice_due_date';

export const migrations = [
  {
    up: migration_20261122_041338_initial.up,
    down: migration_20261122_041338_initial.down,
    name: '20261122_041338_initial',
  },
  {
    up: migration_20261122_043638_content.up,
    down: migration_20261122_043638_content.down,
    name: '20261122_043638_content',
  },
  {
    up: migration_20261122_065030_admissions.up,
    down: migration_20261122_065030_admissions.down,
    name: '20261122_065030_admissions',
  },
  {
    up: migration_20261123_040000_search_index.up,
    down: migration_20261123_040000_search_index.down,
    name: '20261123_040000_search_index',
  },
  {
    up: migration_20261123_041000_locale_parent_indexes.up,
    down: migration_20261123_041000_locale_parent_indexes.down,
    name: '20261123_041000_locale_parent_indexes',
  },
  {
    up: migration_20261123_090040_application_complete.up,
    down: migration_20261123_090040_application_complete.down,
    name: '20261123_090040_application_complete',
  },
  {
    up: migration_20261123_095404_staff_sign_in.up,
    down: migration_20261123_095404_staff_sign_in.down,
    name: '20261123_095404_staff_sign_in',
  },
  {
    up: migration_20261123_130132_newsletter_subscribers.up,
    down: migration_20261123_130132_newsletter_subscribers.down,
    name: '20261123_130132_newsletter_subscribers',
  },
  {
    up: migration_20261123_131915_newsletter_issues.up,
    down: migration_20261123_131915_newsletter_issues.down,
    name: '20261123_131915_newsletter_issues',
  },
  {
    up: migration_20261123_153234_subscriber_confirmation_outbox.up,
    down: migration_20261123_153234_subscriber_confirmation_outbox.down,
    name: '20261123_153234_subscriber_confirmation_outbox',
  },
  {
    up: migration_20261123_183255_banner_video.up,
    down: migration_20261123_183255_banner_video.down,
    name: '20261123_183255_banner_video',
  },
  {
    up: migration_20261123_213453_media_storage_fields.up,
    down: migration_20261123_213453_media_storage_fields.down,
    name: '20261123_213453_media_storage_fields',
  },
  {
    up: migration_20261123_225547_categories_and_history.up,
    down: migration_20261123_225547_categories_and_history.down,
    name: '20261123_225547_categories_and_history',
  },
  {
    up: migration_20261124_010857_seo_meta.up,
    down: migration_20261124_010857_seo_meta.down,
    name: '20261124_010857_seo_meta',
  },
  {
    up: migration_20261124_014532_redirects.up,
    down: migration_20261124_014532_redirects.down,
    name: '20261124_014532_redirects',
  },
  {
    up: migration_20261124_015114_programme_pages.up,
    down: migration_20261124_015114_programme_pages.down,
    name: '20261124_015114_programme_pages',
  },
  {
    up: migration_20261124_015912_redirects_to_faculties.up,
    down: migration_20261124_015912_redirects_to_faculties.down,
    name: '20261124_015912_redirects_to_faculties',
  },
  {
    up: migration_20261124_020947_documents.up,
    down: migration_20261124_020947_documents.down,
    name: '20261124_020947_documents',
  },
  {
    up: migration_20261124_023028_contact_page.up,
    down: migration_20261124_023028_contact_page.down,
    name: '20261124_023028_contact_page',
  },
  {
    up: migration_20261125_115300_admission_periods.up,
    down: migration_20261125_115300_admission_periods.down,
    name: '20261125_115300_admission_periods',
  },
  {
    up: migration_20261125_120024_applicant_consent.up,
    down: migration_20261125_120024_applicant_consent.down,
    name: '20261125_120024_applicant_consent',
  },
  {
    up: migration_20261125_120538_office_tools.up,
    down: migration_20261125_120538_office_tools.down,
    name: '20261125_120538_office_tools',
  },
  {
    up: migration_20261125_121659_document_requests.up,
    down: migration_20261125_121659_document_requests.down,
    name: '20261125_121659_document_requests',
  },
  {
    up: migration_20261126_104045_telegram.up,
    down: migration_20261126_104045_telegram.down,
    name: '20261126_104045_telegram',
  },
  {
    up: migration_20261126_113937_applicant_mail_outbox.up,
    down: migration_20261126_113937_applicant_mail_outbox.down,
    name: '20261126_113937_applicant_mail_outbox',
  },
  {
    up: migration_20261126_120530_lookup_index.up,
    down: migration_20261126_120530_lookup_index.down,
    name: '20261126_120530_lookup_index',
  },
  {
    up: migration_20261126_155316_back_office.up,
    down: migration_20261126_155316_back_office.down,
    name: '20261126_155316_back_office',
  },
  {
    up: migration_20261126_155400_sqlite_delete_rules.up,
    down: migration_20261126_155400_sqlite_delete_rules.down,
    name: '20261126_155400_sqlite_delete_rules',
  },
  {
    up: migration_20261128_040249_event_registrations_people_banners.up,
    down: migration_20261128_040249_event_registrations_people_banners.down,
    name: '20261128_040249_event_registrations_people_banners',
  },
  {
    up: migration_20261128_053901_people_redirects_sign_up_mails.up,
    down: migration_20261128_053901_people_redirects_sign_up_mails.down,
    name: '20261128_053901_people_redirects_sign_up_mails',
  },
  {
    up: migration_20261128_054800_sqlite_delete_rules.up,
    down: migration_20261128_054800_sqlite_delete_rules.down,
    name: '20261128_054800_sqlite_delete_rules',
  },
  {
    up: migration_20261128_075956_payments.up,
    down: migration_20261128_075956_payments.down,
    name: '20261128_075956_payments',
  },
  {
    up: migration_20261128_081000_sqlite_delete_rules_payments.up,
    down: migration_20261128_081000_sqlite_delete_rules_payments.down,
    name: '20261128_081000_sqlite_delete_rules_payments',
  },
  {
    up: migration_20261128_131700_sqlite_invoice_due_date.up,
    down: migration_20261128_131700_sqlite_invoice_due_date.down,
    name: '20261128_131700_sqlite_invoice_due_date',
  },
];
