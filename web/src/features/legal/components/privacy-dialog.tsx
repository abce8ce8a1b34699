import type { PrivacyPolicy, PrivacyPolicyField } from '@contract';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { LegalIdentity } from '../content/legal-identity';
import { defaultPrivacyPolicy, type PrivacyText } from '../content/privacy-default';
import { usePrivacyDocument } from '../hooks/use-privacy-document';
import { PrivacyBody } from './privacy-body';

export { PRIVACY_SECTIONS } from './privacy-body';

/** The stored document over the built-in text: a missing or blank field keeps the default. */
export function merge(defaults: PrivacyText, stored: PrivacyPolicy | null): PrivacyText {
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
        <PrivacyBody text={text} />
      )}
    </ModalDialog>
  );
}
