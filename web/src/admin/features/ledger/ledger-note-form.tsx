import { LEDGER_NOTE_LIMITS, type LedgerTransaction, ledgerNoteInput, type Translations } from '@contract';
import { useRef } from 'react';
import { FormModal } from '../../components/form-modal';
import { describeOutflow } from '../../components/ledger/describe-outflow';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** Props of the note form of one outflow. */
export interface LedgerNoteFormProps {
  outflow: LedgerTransaction;
  onSave: (body: { note: string; link: string | null; translations?: Translations<string> }) => Promise<void>;
  onClose: () => void;
}

const NOTE_HINT = 'Shown to visitors beside the outflow: what the money paid for.';

const TRANSLATED: readonly TranslatedFieldSpec[] = [
  {
    name: 'note',
    label: 'Note',
    multiline: true,
    rows: 3,
    counterMax: LEDGER_NOTE_LIMITS.noteMax,
    hint: NOTE_HINT,
  },
];

/** Why the money left, and an optional https link that shows it: the server's rules, checked as typed. */
export function LedgerNoteForm({ outflow, onSave, onClose }: LedgerNoteFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useEntryForm({
    schema: ledgerNoteInput,
    initial: { note: outflow.explanation?.note ?? '', link: outflow.explanation?.link ?? '' },
    onSave: (body) =>
      onSave({
        note: body.note,
        link: body.link ?? null,
        ...(body.translations ? { translations: body.translations as Translations<string> } : {}),
      }),
    translatable: { kind: 'ledgerNotes', translations: outflow.explanation?.translations },
  });
  return (
    <FormModal
      title={outflow.explanation ? 'Edit note' : 'Explain outflow'}
      submitLabel="Save note"
      saving={form.saving}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <p className="adm-meta">{describeOutflow(outflow)}</p>
      <LocaleTabs form={form} fields={TRANSLATED}>
        <TextField
          label="Note"
          required
          multiline
          rows={3}
          inputRef={firstField}
          counterMax={LEDGER_NOTE_LIMITS.noteMax}
          hint={NOTE_HINT}
          {...form.field('note')}
        />
        <TextField
          label="Link"
          hint="Optional: an https link to an invoice, a listing announcement or a post. The same in every language."
          {...form.field('link')}
        />
      </LocaleTabs>
    </FormModal>
  );
}
