/** behaviour §9: the date both legal texts carry. */
export const LEGAL_LAST_UPDATED = '21 September 2025';
