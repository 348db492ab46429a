// Where the bursar's own admin views live (payload.config.ts registers them).
export const STATEMENT_VIEW = '/admin/payments-statement'
export const BANK_VIEW = '/admin/payments-bank'
