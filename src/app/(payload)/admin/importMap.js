import { DocumentNotices as DocumentNotices_ae2a11eb1d4a9f89414e24df4744077b } from '@/notices/admin/DocumentNotices'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SignUpCount as SignUpCount_e2a740715085a61eb504abe222bf8704 } from '@/events/admin/SignUpCount'
import { ExportLink as ExportLink_ca84d54af3425e4d8e065447eaba1eef } from '@/admissions/admin/ExportLink'
import { StatusCell as StatusCell_d4fe1157c361ccfc623f1924ddab6161 } from '@/admissions/admin/StatusCell'
import { ErasePanel as ErasePanel_1bb717e6f58b916630bffeac12629725 } from '@/trash/admin/ErasePanel'
import { TashkentTimeCell as TashkentTimeCell_cb307bcdefe384b12801df76ed7e7e87 } from '@/components/admin/TashkentTime'
import { TashkentTimeField as TashkentTimeField_cb307bcdefe384b12801df76ed7e7e87 } from '@/components/admin/TashkentTime'
import { NoteRowLabel as NoteRowLabel_0d474584aa4bbb48ef528d3e887895ee } from '@/admissions/admin/NoteRowLabel'
import { ApplicationOverview as ApplicationOverview_a913c1be0372c4142b0d3017b13e7edb } from '@/admissions/admin/ApplicationOverview'
import { MessageFailures as MessageFailures_2fb3f22103234f8ac9a49e06f5d11aef } from '@/admissions/admin/MessageFailures'
import { DownloadLink as DownloadLink_3c422800294d683297fa7b6d3cecbc26 } from '@/admissions/admin/DownloadLink'
import { DownloadCell as DownloadCell_3c422800294d683297fa7b6d3cecbc26 } from '@/admissions/admin/DownloadLink'
import { RecordAtBankLink as RecordAtBankLink_015fae7f38f81030513db59b35fc5cbb } from '@/payments/admin/InvoiceActions'
import { InvoiceListTools as InvoiceListTools_4a8903bc674c8cda7585b23d27efc99f } from '@/payments/admin/InvoiceListTools'
import { BankScanLink as BankScanLink_015fae7f38f81030513db59b35fc5cbb } from '@/payments/admin/InvoiceActions'
import { PaymentListLinks as PaymentListLinks_4a8903bc674c8cda7585b23d27efc99f } from '@/payments/admin/InvoiceListTools'
import { SendPanel as SendPanel_1eca5ecb8bbbef632570f3a7f8fa1eea } from '@/newsletter/admin/SendPanel'
import { SecondFactorPanel as SecondFactorPanel_f65abf36c384dc92b54b7927fa4074f7 } from '@/components/admin/secondFactor/SecondFactorPanel'
import { RowLabel as RowLabel_dd5ac1ee51f6f0764c5ef8ef9780adca } from '@/globals/Menu/RowLabel'
import { Icon as Icon_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { Logo as Logo_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { PaymentReportsNav as PaymentReportsNav_4a8903bc674c8cda7585b23d27efc99f } from '@/payments/admin/InvoiceListTools'
import { NoticesPanel as NoticesPanel_fd6099af8c457e3bb2a84bf4ff77a626 } from '@/notices/admin/NoticesPanel'
import { BrokenLinks as BrokenLinks_039067810b5311ca0d67f012136a4915 } from '@/redirects/admin/BrokenLinks'
import { AdmissionsDashboard as AdmissionsDashboard_3b7452c55b450dec79f2280ccaa594d8 } from '@/admissions/admin/AdmissionsDashboard'
import { SignInChallenge as SignInChallenge_a3d0d47b048825900c97aace7ec041dd } from '@/components/admin/SignInChallenge'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StatementView as StatementView_0d3c02b550c83dfbc4ecff44a200718f } from '@/payments/admin/StatementView'
import { BankEntryView as BankEntryView_810aca9827477471bf9286773a68dfc9 } from '@/payments/admin/BankEntryView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/notices/admin/DocumentNotices#DocumentNotices": DocumentNotices_ae2a11eb1d4a9f89414e24df4744077b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/events/admin/SignUpCount#SignUpCount": SignUpCount_e2a740715085a61eb504abe222bf8704,
  "@/admissions/admin/ExportLink#ExportLink": ExportLink_ca84d54af3425e4d8e065447eaba1eef,
  "@/admissions/admin/StatusCell#StatusCell": StatusCell_d4fe1157c361ccfc623f1924ddab6161,
  "@/trash/admin/ErasePanel#ErasePanel": ErasePanel_1bb717e6f58b916630bffeac12629725,
  "@/components/admin/TashkentTime#TashkentTimeCell": TashkentTimeCell_cb307bcdefe384b12801df76ed7e7e87,
  "@/components/admin/TashkentTime#TashkentTimeField": TashkentTimeField_cb307bcdefe384b12801df76ed7e7e87,
  "@/admissions/admin/NoteRowLabel#NoteRowLabel": NoteRowLabel_0d474584aa4bbb48ef528d3e887895ee,
  "@/admissions/admin/ApplicationOverview#ApplicationOverview": ApplicationOverview_a913c1be0372c4142b0d3017b13e7edb,
  "@/admissions/admin/MessageFailures#MessageFailures": MessageFailures_2fb3f22103234f8ac9a49e06f5d11aef,
  "@/admissions/admin/DownloadLink#DownloadLink": DownloadLink_3c422800294d683297fa7b6d3cecbc26,
  "@/admissions/admin/DownloadLink#DownloadCell": DownloadCell_3c422800294d683297fa7b6d3cecbc26,
  "@/payments/admin/InvoiceActions#RecordAtBankLink": RecordAtBankLink_015fae7f38f81030513db59b35fc5cbb,
  "@/payments/admin/InvoiceListTools#InvoiceListTools": InvoiceListTools_4a8903bc674c8cda7585b23d27efc99f,
  "@/payments/admin/InvoiceActions#BankScanLink": BankScanLink_015fae7f38f81030513db59b35fc5cbb,
  "@/payments/admin/InvoiceListTools#PaymentListLinks": PaymentListLinks_4a8903bc674c8cda7585b23d27efc99f,
  "@/newsletter/admin/SendPanel#SendPanel": SendPanel_1eca5ecb8bbbef632570f3a7f8fa1eea,
  "@/components/admin/secondFactor/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_f65abf36c384dc92b54b7927fa4074f7,
  "@/globals/Menu/RowLabel#RowLabel": RowLabel_dd5ac1ee51f6f0764c5ef8ef9780adca,
  "@/components/admin/Brand#Icon": Icon_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/Brand#Logo": Logo_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/payments/admin/InvoiceListTools#PaymentReportsNav": PaymentReportsNav_4a8903bc674c8cda7585b23d27efc99f,
  "@/notices/admin/NoticesPanel#NoticesPanel": NoticesPanel_fd6099af8c457e3bb2a84bf4ff77a626,
  "@/redirects/admin/BrokenLinks#BrokenLinks": BrokenLinks_039067810b5311ca0d67f012136a4915,
  "@/admissions/admin/AdmissionsDashboard#AdmissionsDashboard": AdmissionsDashboard_3b7452c55b450dec79f2280ccaa594d8,
  "@/components/admin/SignInChallenge#SignInChallenge": SignInChallenge_a3d0d47b048825900c97aace7ec041dd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/payments/admin/StatementView#StatementView": StatementView_0d3c02b550c83dfbc4ecff44a200718f,
  "@/payments/admin/BankEntryView#BankEntryView": BankEntryView_810aca9827477471bf9286773a68dfc9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
