import * as migration_20261122_041617_initial from './20261122_041617_initial';
import * as migration_20261122_043643_content from './20261122_043643_content';
import * as migration_20261122_065209_admissions from './20261122_065209_admissions';
import * as migration_20261123_040000_search_index from './20261123_040000_search_index';
import * as migration_20261123_041000_locale_parent_indexes from './20261123_041000_locale_parent_indexes';
import * as migration_20261123_090049_application_complete from './20261123_090049_application_complete';
import * as migration_20261123_090349_reconcile_task from './20261123_090349_reconcile_task';
import * as migration_20261123_095434_staff_sign_in from './20261123_095434_staff_sign_in';
import * as migration_20261123_130136_newsletter_subscribers from './20261123_130136_newsletter_subscribers';
import * as migration_20261123_131949_newsletter_issues from './20261123_131949_newsletter_issues';
import * as migration_20261123_153237_subscriber_confirmation_outbox from './20261123_153237_subscriber_confirmation_outbox';
import * as migration_20261123_183259_banner_video from './20261123_183259_banner_video';
import * as migration_20261123_213458_media_storage_fields from './20261123_213458_media_storage_fields';
import * as migration_20261123_225554_categories_and_history from './20261123_225554_categories_and_history';
import * as migration_20261124_010852_seo_meta from './20261124_010852_seo_meta';
import * as migration_20261124_014535_redirects from './20261124_014535_redirects';
import * as migration_20261124_015121_programme_pages from './20261124_015121_programme_pages';
import * as migration_20261124_015928_redirects_to_faculties from './20261124_015928_redirects_to_faculties';
import * as migration_20261124_020956_documents from './20261124_020956_documents';
import * as migration_20261124_023041_contact_page from './20261124_023041_contact_page';
import * as migration_20261125_115237_admission_periods from './20261125_115237_admission_periods';
import * as migration_20261125_120026_applicant_consent from './20261125_120026_applicant_consent';
import * as migration_20261125_120542_office_tools from './20261125_120542_office_tools';
import * as migration_20261125_121702_document_requests from './20261125_121702_document_requests';
import * as migration_20261126_104101_telegram from './20261126_104101_telegram';
import * as migration_20261126_113922_applicant_mail_outbox from './20261126_113922_applicant_mail_outbox';
import * as migration_20261126_120552_lookup_index from './20261126_120552_lookup_index';
import * as migration_20261126_155320_back_office from './20261126_155320_back_office';
import * as migration_20261128_040252_event_registrations_people_banners from './20261128_040252_event_registrations_people_banners';
import * as migration_20261128_053910_people_redirects_sign_up_mails from './20261128_053910_people_redirects_sign_up_mails';
import * as migration_20261128_080005_payments from './20261128_080005_payments';
import * as migration_20261128_131648_invoice_due_date from './20261128_131648_invoice_due_date';
import * as migration_20261129_033000_search_terms_by_locale from './20261129_033000_search_terms_by_locale';

export const migrations = [
  {
    up: migration_20261122_041617_initial.up,
    down: migration_20261122_041617_initial.down,
    name: '20261122_041617_initial',
  },
  {
    up: migration_20261122_043643_content.up,
    down: migration_20261122_043643_content.down,
    name: '20261122_043643_content',
  },
  {
    up: migration_20261122_065209_admissions.up,
    down: migration_20261122_065209_admissions.down,
    name: '20261122_065209_admissions',
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
    up: migration_20261123_090049_application_complete.up,
    down: migration_20261123_090049_application_complete.down,
    name: '20261123_090049_application_complete',
  },
  {
    up: migration_20261123_090349_reconcile_task.up,
    down: migration_20261123_090349_reconcile_task.down,
    name: '20261123_090349_reconcile_task',
  },
  {
    up: migration_20261123_095434_staff_sign_in.up,
    down: migration_20261123_095434_staff_sign_in.down,
    name: '20261123_095434_staff_sign_in',
  },
  {
    up: migration_20261123_130136_newsletter_subscribers.up,
    down: migration_20261123_130136_newsletter_subscribers.down,
    name: '20261123_130136_newsletter_subscribers',
  },
  {
    up: migration_20261123_131949_newsletter_issues.up,
    down: migration_20261123_131949_newsletter_issues.down,
    name: '20261123_131949_newsletter_issues',
  },
  {
    up: migration_20261123_153237_subscriber_confirmation_outbox.up,
    down: migration_20261123_153237_subscriber_confirmation_outbox.down,
    name: '20261123_153237_subscriber_confirmation_outbox',
  },
  {
    up: migration_20261123_183259_banner_video.up,
    down: migration_20261123_183259_banner_video.down,
    name: '20261123_183259_banner_video',
  },
  {
    up: migration_20261123_213458_media_storage_fields.up,
    down: migration_20261123_213458_media_storage_fields.down,
    name: '20261123_213458_media_storage_fields',
  },
  {
    up: migration_20261123_225554_categories_and_history.up,
    down: migration_20261123_225554_categories_and_history.down,
    name: '20261123_225554_categories_and_history',
  },
  {
    up: migration_20261124_010852_seo_meta.up,
    down: migration_20261124_010852_seo_meta.down,
    name: '20261124_010852_seo_meta',
  },
  {
    up: migration_20261124_014535_redirects.up,
    down: migration_20261124_014535_redirects.down,
    name: '20261124_014535_redirects',
  },
  {
    up: migration_20261124_015121_programme_pages.up,
    down: migration_20261124_015121_programme_pages.down,
    name: '20261124_015121_programme_pages',
  },
  {
    up: migration_20261124_015928_redirects_to_faculties.up,
    down: migration_20261124_015928_redirects_to_faculties.down,
    name: '20261124_015928_redirects_to_faculties',
  },
  {
    up: migration_20261124_020956_documents.up,
    down: migration_20261124_020956_documents.down,
    name: '20261124_020956_documents',
  },
  {
    up: migration_20261124_023041_contact_page.up,
    down: migration_20261124_023041_contact_page.down,
    name: '20261124_023041_contact_page',
  },
  {
    up: migration_20261125_115237_admission_periods.up,
    down: migration_20261125_115237_admission_periods.down,
    name: '20261125_115237_admission_periods',
  },
  {
    up: migration_20261125_120026_applicant_consent.up,
    down: migration_20261125_120026_applicant_consent.down,
    name: '20261125_120026_applicant_consent',
  },
  {
    up: migration_20261125_120542_office_tools.up,
    down: migration_20261125_120542_office_tools.down,
    name: '20261125_120542_office_tools',
  },
  {
    up: migration_20261125_121702_document_requests.up,
    down: migration_20261125_121702_document_requests.down,
    name: '20261125_121702_document_requests',
  },
  {
    up: migration_20261126_104101_telegram.up,
    down: migration_20261126_104101_telegram.down,
    name: '20261126_104101_telegram',
  },
  {
    up: migration_20261126_113922_applicant_mail_outbox.up,
    down: migration_20261126_113922_applicant_mail_outbox.down,
    name: '20261126_113922_applicant_mail_outbox',
  },
  {
    up: migration_20261126_120552_lookup_index.up,
    down: migration_20261126_120552_lookup_index.down,
    name: '20261126_120552_lookup_index',
  },
  {
    up: migration_20261126_155320_back_office.up,
    down: migration_20261126_155320_back_office.down,
    name: '20261126_155320_back_office',
  },
  {
    up: migration_20261128_040252_event_registrations_people_banners.up,
    down: migration_20261128_040252_event_registrations_people_banners.down,
    name: '20261128_040252_event_registrations_people_banners',
  },
  {
    up: migration_20261128_053910_people_redirects_sign_up_mails.up,
    down: migration_20261128_053910_people_redirects_sign_up_mails.down,
    name: '20261128_053910_people_redirects_sign_up_mails',
  },
  {
    up: migration_20261128_080005_payments.up,
    down: migration_20261128_080005_payments.down,
    name: '20261128_080005_payments',
  },
  {
    up: migration_20261128_131648_invoice_due_date.up,
    down: migration_20261128_131648_invoice_due_date.down,
    name: '20261128_131648_invoice_due_date'
  },
  {
    up: migration_20261129_033000_search_terms_by_locale.up,
    down: migration_20261129_033000_search_terms_by_locale.down,
    name: '20261129_033000_search_terms_by_locale',
  },
];
