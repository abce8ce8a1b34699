import type { PrivacyPolicyField } from '@contract';
import type { PrivacyText } from '../../lib/legal/privacy-default';
import { Paragraphs } from './paragraphs';

/** behaviour §2.5: the sections, titled and in order. */
export const PRIVACY_SECTIONS: ReadonlyArray<readonly [string, PrivacyPolicyField]> = [
  ['Platform and Hosting', 'platformHosting'],
  ['Firebase (Google)', 'firebase'],
  ['No Further Data Processing', 'noDataProcessing'],
  ['Cookies and Technical Technologies', 'cookiesTechnologies'],
  ['External Links', 'externalLinks'],
  ['Data Transfer', 'dataTransfer'],
  ['EU Users Rights (GDPR)', 'gdprRights'],
  ['Liability Disclaimer', 'liabilityDisclaimer'],
  ['Jurisdiction', 'jurisdictionClause'],
];

/**
 * The policy's text as the dialog shows it; the admin's preview renders the very same, which is why it is
 * shared rather than in features/legal/. Styled by legal-text.css.
 */
export function PrivacyBody({ text }: { text: PrivacyText }) {
  return (
    <div className="legal-text" data-testid="privacy-text" lang="en" dir="ltr">
      <Paragraphs text={text.introduction} />
      {PRIVACY_SECTIONS.map(([title, field]) => (
        <section key={field} className="legal-section">
          <h3>{title}</h3>
          <Paragraphs text={text[field]} />
        </section>
      ))}
      <section className="legal-section">
        <h3>Contact &amp; Responsible Entity</h3>
        <address className="legal-contact">
          <span>{text.contactName}</span>
          <span>{text.contactAddress}</span>
          <a href={`mailto:${text.contactEmail}`}>{text.contactEmail}</a>
        </address>
        <p>Please use this address for all privacy inquiries. We answer every request within 30 days.</p>
      </section>
      <section className="legal-section legal-notice">
        <h3>Notice</h3>
        <Paragraphs text={text.notice} />
      </section>
      <p className="legal-updated">Last updated: {text.lastUpdated}</p>
    </div>
  );
}
