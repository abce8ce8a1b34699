import type { PrivacyPolicy, PrivacyPolicyField } from '@contract';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { LegalIdentity } from '../content/legal-identity';
import { defaultPrivacyPolicy, type PrivacyText } from '../content/privacy-default';
import { usePrivacyDocument } from '../hooks/use-privacy-document';
import { Paragraphs } from './paragraphs';

/** SPEC §2.5: the sections, titled and in order. */
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

function merge(defaults: PrivacyText, stored: PrivacyPolicy | null): PrivacyText {
  if (!stored) return defaults;
  const text = { ...defaults };
  for (const field of Object.keys(defaults) as PrivacyPolicyField[]) {
    const value = stored[field];
    if (typeof value === 'string' && value.trim()) text[field] = value;
  }
  return text;
}

export interface PrivacyDialogProps {
  open: boolean;
  onClose: () => void;
  identity: LegalIdentity;
  collectionName?: string;
  documentName?: string;
}

/** The privacy policy: the stored document while open, the built-in text when it is missing or fails. */
export function PrivacyDialog({
  open,
  onClose,
  identity,
  collectionName = 'privacyPolicy',
  documentName = 'current',
}: PrivacyDialogProps) {
  const document = usePrivacyDocument(open, collectionName, documentName);
  const text = merge(defaultPrivacyPolicy(identity), document.status === 'loaded' ? document.data : null);
  return (
    <ModalDialog open={open} onClose={onClose} title={text.title} className="legal">
      {document.status === 'loading' ? (
        <Spinner label="Loading privacy policy..." />
      ) : (
        <div className="legal-text" data-testid="privacy-text">
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
      )}
    </ModalDialog>
  );
}
