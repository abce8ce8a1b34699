import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { LegalIdentity } from '../../../config/legal-identity';
import { TERMS_LAST_UPDATED, termsSections } from '../content/terms-sections';
import { EnglishOnlyNotice } from './english-only-notice';

export interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  identity: LegalIdentity;
}

/** The Terms of Use: 16 numbered sections, the warnings highlighted. */
export function TermsDialog({ open, onClose, identity }: TermsDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={
        <span lang="en" dir="ltr">
          Terms of Use
        </span>
      }
      className="legal"
    >
      <EnglishOnlyNotice />
      <div className="legal-text" data-testid="terms-text" lang="en" dir="ltr">
        <ol className="terms-list">
          {termsSections(identity).map((section) => (
            <li
              key={section.id}
              className={`legal-section ${section.highlight ? 'is-warning' : ''}`}
              data-highlight={section.highlight ? 'true' : undefined}
            >
              <h3>
                {section.id}. {section.title}
                {section.highlight && <span className="warning-tag">Important</span>}
              </h3>
              <p>{section.content}</p>
              {section.id === 16 && (
                <p>
                  <a href={`mailto:${identity.email}`}>{identity.email}</a>
                </p>
              )}
            </li>
          ))}
        </ol>
        <p className="legal-updated">Last updated: {TERMS_LAST_UPDATED}</p>
      </div>
    </ModalDialog>
  );
}
