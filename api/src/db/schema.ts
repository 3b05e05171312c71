// Every table of the API. A feature keeps its tables in src/modules/<domain>/<domain>.table.ts, re-exports
// them here with one line, then runs `npm run db:generate -w api` to write the SQL migration into drizzle/.
export * from '../modules/practitioners/practitioners.table';
export * from '../modules/articles/articles.table';
export * from '../modules/faq/faq.table';
export * from '../modules/contact/contact.table';
export * from '../modules/business/business.table';
export * from '../modules/newsletter/newsletter.table';
export * from '../rate-limit/rate-limit.table';
export * from '../modules/accounts/accounts.table';
export * from '../modules/applications/applications.table';
export * from './content-versions.table';
export * from '../modules/staff/staff.table';
export * from '../modules/issued-documents/issued-documents.table';
export * from '../modules/media/media.table';
export * from '../jobs/job-runs.table';
export * from '../modules/listings/listings.table';
