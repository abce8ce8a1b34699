import { PrivacyBody } from '../../../components/legal/privacy-body';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { LegalIdentity } from '../../../config/legal-identity';
import { t } from '../../../lib/i18n/i18n';
import { defaultPrivacyPolicy, mergePrivacyText } from '../../../lib/legal/privacy-default';
import { usePrivacyDocument } from '../hooks/use-privacy-document';
import { EnglishOnlyNotice } from './english-only-notice';

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
  const text = mergePrivacyText(
    defaultPrivacyPolicy(identity),
    document.status === 'loaded' ? document.data : null,
  );
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={
        <span lang="en" dir="ltr">
          {text.title}
        </span>
      }
      className="legal"
    >
      {document.status === 'loading' ? (
        <Spinner label={t('legal.loadingPrivacy')} />
      ) : (
        <>
          <EnglishOnlyNotice />
          <PrivacyBody text={text} />
        </>
      )}
    </ModalDialog>
  );
}
