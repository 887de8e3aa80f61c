/**
 * The version of the risk disclosure and the terms of service the trader app shows. Registration
 * stores it with the trader's consent; change it whenever either text changes in substance, so
 * the books say which text each trader accepted.
 */
export const legalDocumentsVersion = '2026-11-01';

/** Where the trader app shows the two documents. */
export const riskDisclosurePath = '/legal/risk';
export const termsPath = '/legal/terms';
