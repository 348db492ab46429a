// What the applicant sees once the application is accepted, fetched as it is sent (ApplicationForm.tsx).
export { AcceptedDialog } from './AcceptedDialog'
export { ApplicationDone } from './ApplicationDone'
