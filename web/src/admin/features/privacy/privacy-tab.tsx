import type { PrivacyPolicy } from '@contract';
import { useCallback, useEffect, useState } from 'react';
import { legalIdentity } from '../../../config/legal-identity';
import { defaultPrivacyPolicy } from '../../../lib/legal/privacy-default';
import { useApi } from '../../api/api-context';
import { errorMessage } from '../../api/api-error';
import { useChangeKey } from '../../api/use-change-key';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryDialog } from '../../components/history/history-dialog';
import { useNotify } from '../../components/notifications/notifications';
import { PrivacyForm } from './privacy-form';

/** The privacy policy tab: the form and preview, the history, and the way back to the built-in text. */
export function PrivacyTab() {
  const api = useApi();
  const notify = useNotify();
  const defaults = defaultPrivacyPolicy(legalIdentity);
  const [stored, setStored] = useState<{ policy: PrivacyPolicy | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(false);
  const saveKey = useChangeKey();
  const resetKey = useChangeKey();

  const reload = useCallback(async () => {
    try {
      setStored({ policy: await api.privacyPolicy() });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (body: Record<string, string>) => {
    try {
      await api.savePrivacyPolicy(body, { idempotencyKey: saveKey.keyFor(['policy', body]) });
    } catch (error) {
      notify('error', `Operation failed: ${errorMessage(error) ?? 'Unknown error'}`);
      throw error;
    }
    saveKey.done();
    notify('success', 'Privacy policy updated successfully!');
    await reload();
  };

  const reset = async () => {
    setBusy(true);
    try {
      await api.resetPrivacyPolicy({ idempotencyKey: resetKey.keyFor(['reset']) });
      resetKey.done();
      notify('success', 'Privacy policy set back to the built-in text');
    } catch (error) {
      notify('error', `Operation failed: ${errorMessage(error) ?? 'Unknown error'}`);
    } finally {
      setBusy(false);
      setConfirmReset(false);
    }
    await reload();
  };

  return (
    <section className="adm-tab" aria-labelledby="adm-privacy-title">
      <div className="adm-tab__head">
        <h2 id="adm-privacy-title">Privacy Policy</h2>
        <div className="adm-actions">
          <button type="button" className="adm-button" onClick={() => setHistory(true)}>
            History
          </button>
          <button
            type="button"
            className="adm-button adm-button--danger"
            disabled={!stored?.policy}
            onClick={() => setConfirmReset(true)}
          >
            Use the built-in text
          </button>
        </div>
      </div>
      {failed && !stored ? (
        <p role="alert">Failed to load the privacy policy</p>
      ) : !stored ? (
        <p role="status">Loading privacy policy...</p>
      ) : (
        <>
          <p className="adm-meta">
            {stored.policy
              ? `The site shows this stored policy, last updated ${stored.policy.lastUpdated ?? 'unknown'}.`
              : 'The site shows the built-in text; saving stores your version.'}
          </p>
          {/* Keyed by the content: a new version (saved, reverted, reset) starts the form on it, while
              a reload that finds the same text keeps what is being typed. */}
          <PrivacyForm
            key={JSON.stringify(stored.policy)}
            stored={stored.policy}
            defaults={defaults}
            onSave={save}
          />
        </>
      )}
      {history ? (
        <HistoryDialog
          kind="privacyPolicy"
          entryId="current"
          title="Privacy policy"
          onClose={() => setHistory(false)}
          onReverted={reload}
        />
      ) : null}
      {confirmReset ? (
        <ConfirmDialog
          title="Use the built-in text"
          message="Remove the stored policy so the site shows the built-in text again? The removed version stays in the history."
          confirmLabel="Use the built-in text"
          busy={busy}
          onConfirm={() => void reset()}
          onCancel={() => {
            resetKey.done();
            setConfirmReset(false);
          }}
        />
      ) : null}
    </section>
  );
}
