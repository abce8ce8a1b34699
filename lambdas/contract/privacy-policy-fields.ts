// Apart from the schemas (entities.ts imports zod): the public policy route maps with this list alone.

export const PRIVACY_POLICY_FIELDS = [
  'title',
  'introduction',
  'platformHosting',
  'firebase',
  'noDataProcessing',
  'cookiesTechnologies',
  'externalLinks',
  'dataTransfer',
  'gdprRights',
  'liabilityDisclaimer',
  'jurisdictionClause',
  'contactName',
  'contactAddress',
  'contactEmail',
  'notice',
  'lastUpdated',
] as const;
export type PrivacyPolicyField = (typeof PRIVACY_POLICY_FIELDS)[number];
