import { legalIdentity } from '../../../config/legal-identity';
import { PrivacyDialog } from './privacy-dialog';
import { TermsDialog } from './terms-dialog';

export interface LegalDialogsProps {
  open: 'privacy' | 'terms' | null;
  onClose: () => void;
}

/**
 * Both legal dialogs; the app loads this module only when one is first opened. They read the legal
 * identity here, not from the app, so the first load does not carry it.
 */
export default function LegalDialogs({ open, onClose }: LegalDialogsProps) {
  return (
    <>
      <PrivacyDialog open={open === 'privacy'} onClose={onClose} identity={legalIdentity} />
      <TermsDialog open={open === 'terms'} onClose={onClose} identity={legalIdentity} />
    </>
  );
}
