import type { PrivacyPolicy, PrivacyPolicyField } from '@contract';
import type { LegalIdentity } from '../../config/legal-identity';
import { LEGAL_LAST_UPDATED } from './last-updated';

// Shared by the page's privacy dialog and the admin's privacy tab, which edits and previews the same text.

export type PrivacyText = Record<PrivacyPolicyField, string>;

/** The built-in privacy policy, shown when the stored document is missing or fails to load. */
export function defaultPrivacyPolicy(who: LegalIdentity): PrivacyText {
  return {
    title: 'Privacy Policy / Legal Notice',
    introduction: `This policy explains which personal data is processed when you visit the ${who.tokenName} website, why, and what rights you have. The website is informational and non-commercial. It has no visitor accounts, no analytics, no advertising and no tracking.`,
    platformHosting: `The website and its API are hosted on Amazon Web Services (AWS): the pages are delivered by Amazon CloudFront from Amazon S3, and the API runs on Amazon API Gateway and AWS Lambda.\nTo deliver a page, these services necessarily receive technical connection data: your IP address, the date and time, the requested address, and your browser's user agent. This data is used only to deliver the website, keep it secure and defend it against abuse (legitimate interest, Art. 6(1)(f) GDPR). Technical logs are kept only as long as needed for that purpose and are not combined with other data.`,
    firebase: `Website content (donation goals, roadmap items, FAQ entries and this policy) is stored in Cloud Firestore, a database of Firebase, a service of Google (Google Ireland Limited and Google LLC). Your browser never connects to Firebase: our API reads the content and sends it to you.\nFirebase Authentication is used only for the single administrator who signs in to manage the content. Public wallet addresses of new token holders, which are already public on the Solana blockchain, are stored so the site can announce them.`,
    noDataProcessing:
      'Beyond what this policy describes, we process no personal data. There is no registration, no contact form, no newsletter, no profiling and no sale or sharing of data. We do not try to identify visitors.',
    cookiesTechnologies:
      "The website sets no cookies and uses no tracking pixels, fingerprinting, analytics or advertising technology. It loads no third-party scripts. Fonts come from your own device.\nOnly the administrator's sign-in keeps a session in the administrator's own browser storage; visitors are never affected by it.",
    externalLinks:
      'The website links to third-party services such as trading platforms, chart providers, blockchain explorers and social networks. Once you follow such a link, the privacy policy of that provider applies. We do not control those services and are not responsible for their content or data processing.',
    dataTransfer:
      "To show the live price, your browser requests price data directly from the public DexScreener API every 10 seconds while the page is visible, and the live chart is loaded from the chosen chart provider when you scroll to it. These providers therefore receive your IP address and browser details, under their own privacy policies.\nAWS and Google may process data outside Kosovo and the European Economic Area, including in the United States. Where they do, the transfer rests on the European Commission's standard contractual clauses or the EU-U.S. Data Privacy Framework, under which both providers are certified.",
    gdprRights:
      'If the GDPR or the Law of Kosovo on the Protection of Personal Data applies to you, you have the right to access your data, to have it corrected or erased, to restrict or object to its processing, and to data portability. You may also complain to a supervisory authority: in Kosovo, the Information and Privacy Agency; in the European Union, the authority of your country of residence.\nWe answer every privacy request within 30 days. Because we do not identify visitors, we may ask for details that let us find the data concerned.',
    liabilityDisclaimer: `The content of this website is provided for information only and without guarantee of accuracy, completeness or timeliness. Prices, charts and holder announcements come from third parties or the public blockchain and may be delayed or wrong. Nothing on this website is financial, investment, legal or tax advice. ${who.ticker} is a community meme token with no intrinsic value and no promise of any return.`,
    jurisdictionClause:
      'This policy and any dispute arising from it are governed by the laws of the Republic of Kosovo, including Law No. 06/L-082 on the Protection of Personal Data. The competent courts of Kosovo have jurisdiction. Mandatory data protection rights you have under the law of your country of residence remain unaffected.',
    contactName: who.operatorName,
    contactAddress: who.operatorAddress,
    contactEmail: who.email,
    notice:
      'This website is a non-commercial community project. It offers no products or services for sale and gives no financial advice. Cryptocurrencies are highly volatile; only ever risk what you can afford to lose.',
    lastUpdated: LEGAL_LAST_UPDATED,
  };
}

/** The stored document over the built-in text: a missing or blank field keeps the default. */
export function mergePrivacyText(defaults: PrivacyText, stored: PrivacyPolicy | null): PrivacyText {
  if (!stored) return defaults;
  const text = { ...defaults };
  for (const field of Object.keys(defaults) as PrivacyPolicyField[]) {
    const value = stored[field];
    if (typeof value === 'string' && value.trim()) text[field] = value;
  }
  return text;
}
