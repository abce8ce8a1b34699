import type { LegalIdentity } from '../content/legal-identity';
import { PrivacyDialog } from './privacy-dialog';
import { TermsDialog } from './terms-dialog';

export interface LegalDialogsProps {
  open: 'privacy' | 'terms' | null;
  onClose: () => void;
  identity: LegalIdentity;
}

/** Both legal dialogs; the app loads this module only when one is first opened. */
export default function LegalDialogs({ open, onClose, identity }: LegalDialogsProps) {
  return (
    <>
      <PrivacyDialog open={open === 'privacy'} onClose={onClose} identity={identity} />
      <TermsDialog open={open === 'terms'} onClose={onClose} identity={identity} />
    </>
  );
}
