import type { PrivacyPolicy } from '@contract';
import { useEffect, useState } from 'react';
import { liveStore, privacyPolicySource } from '../../../lib/live';

export type PrivacyDocumentState =
  | { status: 'idle' | 'loading'; data: null }
  | { status: 'loaded'; data: PrivacyPolicy | null }
  | { status: 'error'; data: null };

/**
 * behaviour §4: the privacy document is read only while the dialog is open and only when both the
 * collection and the document name are present; on error the data is cleared.
 */
export function usePrivacyDocument(open: boolean, collectionName?: string, documentName?: string) {
  const [state, setState] = useState<PrivacyDocumentState>({ status: 'idle', data: null });
  const enabled = open && Boolean(collectionName) && Boolean(documentName);
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle', data: null });
      return;
    }
    setState({ status: 'loading', data: null });
    return liveStore.subscribe(`${collectionName}/${documentName}`, privacyPolicySource, (data, error) => {
      setState(error ? { status: 'error', data: null } : { status: 'loaded', data });
    });
  }, [enabled, collectionName, documentName]);
  return state;
}
