import type { PrivacyPolicyField } from '../../lambdas/contract/entities.js';
import { site } from '../../web/src/config/site.js';

/** The `privacyPolicy/current` document (behaviour §3), written for the local stack's demo. */
export const PRIVACY_POLICY: Readonly<Record<PrivacyPolicyField, string>> = {
  title: 'Privacy Policy / Legal Notice',
  introduction: `This notice explains what happens to your data when you visit the ${site.token.name} community website. The site is informational and non-commercial: it has no visitor accounts, no registration, no analytics and no tracking.`,
  platformHosting:
    'The site is delivered by Amazon Web Services (a content delivery network, file storage and small server functions). To deliver a page, these servers necessarily process technical data such as your IP address, the time of the request and your browser type. Access logs are kept only for security and troubleshooting and are deleted after a short retention period.',
  firebase:
    'Donation goals, roadmap items and FAQ entries are stored in Google Firebase (Cloud Firestore). Your browser never connects to it: our server functions read the content and send it to you. Firebase Authentication is used only for the administrator sign-in; visitors are never asked to sign in.',
  noDataProcessing:
    'We do not collect names, email addresses, wallet addresses or any other personal data from visitors, we do not build profiles, and we do not sell or share data. Copying the donation wallet address happens only in your browser.',
  cookiesTechnologies:
    'This site sets no cookies and uses no analytics, advertising or tracking technologies. Browser storage is used only to remember technical state within your own browser, such as the administrator session after sign-in.',
  externalLinks:
    'The price ticker and the chart load data from DexScreener, and the site links to exchanges, explorers and community channels run by third parties. When your browser contacts them they receive your IP address and apply their own privacy policies, which we do not control.',
  dataTransfer:
    'Our hosting and database providers may process technical data in data centres outside Kosovo and the European Union. They do so under their own safeguards, such as the European Commission’s standard contractual clauses.',
  gdprRights:
    'If you are in the European Union you have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to complain to a data-protection authority. Since we hold no personal data about visitors, most requests will find nothing to act on. We answer every privacy request within 30 days.',
  liabilityDisclaimer:
    'Everything on this site is provided for information only, without warranty of accuracy or completeness. Nothing here is financial, investment or legal advice. We are not responsible for the content or availability of third-party sites or services linked from here.',
  jurisdictionClause:
    'This notice and any dispute about this website are governed by the law of the Republic of Kosovo. The competent courts of Kosovo have exclusive jurisdiction.',
  contactName: site.operator.name,
  contactAddress: site.operator.address,
  contactEmail: site.supportEmail,
  notice:
    'Use the contact address above for any privacy inquiry. We answer within 30 days. Never send private keys or seed phrases: nobody from this project will ever ask for them.',
  lastUpdated: '21 September 2025',
};
