import {
  formatPolicyDate,
  POLICY_LIMITS,
  POLICY_TEXT_FIELDS,
  type PrivacyPolicy,
  privacyPolicyInput,
} from '@contract';
import { useState } from 'react';
import { PrivacyBody } from '../../../components/legal/privacy-body';
import { mergePrivacyText, type PrivacyText } from '../../../lib/legal/privacy-default';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** The form's labels: the dialog's section titles where it has them. */
export const POLICY_LABELS: Record<(typeof POLICY_TEXT_FIELDS)[number], string> = {
  title: 'Title',
  introduction: 'Introduction',
  platformHosting: 'Platform and Hosting',
  firebase: 'Firebase (Google)',
  noDataProcessing: 'No Further Data Processing',
  cookiesTechnologies: 'Cookies and Technical Technologies',
  externalLinks: 'External Links',
  dataTransfer: 'Data Transfer',
  gdprRights: 'EU Users Rights (GDPR)',
  liabilityDisclaimer: 'Liability Disclaimer',
  jurisdictionClause: 'Jurisdiction',
  contactName: 'Contact name',
  contactAddress: 'Contact address',
  contactEmail: 'Contact email',
  notice: 'Notice',
};

const SHORT = new Set(['title', 'contactName', 'contactAddress', 'contactEmail']);

/** Props of the policy form. */
export interface PrivacyFormProps {
  stored: PrivacyPolicy | null;
  defaults: PrivacyText;
  onSave: (body: Record<string, string>) => Promise<void>;
}

/**
 * Every text field of behaviour §3's privacy document, each with its limit; the preview renders the
 * dialog's own body with the date the server will set on save.
 */
export function PrivacyForm({ stored, defaults, onSave }: PrivacyFormProps) {
  const [preview, setPreview] = useState(false);
  const initial = Object.fromEntries(
    POLICY_TEXT_FIELDS.map((field) => [field, stored?.[field] ?? defaults[field]]),
  ) as Record<(typeof POLICY_TEXT_FIELDS)[number], string>;
  const form = useEntryForm({
    schema: privacyPolicyInput,
    initial,
    onSave: (body) => onSave(body as Record<string, string>),
  });
  const shown = mergePrivacyText(defaults, {
    id: 'current',
    ...form.values,
    lastUpdated: formatPolicyDate(new Date()),
  });
  return (
    <form
      className="adm-form adm-policy"
      onSubmit={form.submit}
      noValidate
      aria-busy={form.saving || undefined}
    >
      <div className="adm-actions adm-actions--start">
        <button
          type="button"
          className="adm-button"
          aria-pressed={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? 'Back to the form' : 'Preview'}
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={form.saving}>
          {form.saving ? 'Saving...' : 'Save Policy'}
        </button>
      </div>
      {form.formError ? (
        <p role="alert" className="adm-form__error">
          {form.formError}
        </p>
      ) : null}
      {preview ? (
        <section className="adm-preview legal" aria-label="Preview of the privacy dialog">
          <h3 className="adm-preview__title">{shown.title}</h3>
          <PrivacyBody text={shown} />
        </section>
      ) : (
        POLICY_TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={POLICY_LABELS[field]}
            required
            multiline={!SHORT.has(field)}
            rows={field === 'title' ? 1 : 5}
            counterMax={POLICY_LIMITS[field]}
            {...form.field(field)}
          />
        ))
      )}
    </form>
  );
}
