import { createInputs, type DonationGoal, updateInputs } from '@contract';
import { useRef } from 'react';
import { FormModal } from '../components/form-modal';
import { TextField } from '../components/text-field';
import type { FieldErrors } from '../forms/field-errors';
import { useEntryForm } from '../forms/use-entry-form';

/** Props of the donation goal form; `goal` set means edit. */
export interface DonationFormProps {
  goal?: DonationGoal;
  onSave: (body: { title: string; description?: string }) => Promise<void>;
  onInvalid: (errors: FieldErrors) => void;
  onClose: () => void;
}

/** Create or edit a donation goal: title (required, at least 3) and description (optional). */
export function DonationForm({ goal, onSave, onInvalid, onClose }: DonationFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useEntryForm({
    schema: goal ? updateInputs.donations : createInputs.donations,
    initial: { title: goal?.title ?? '', description: goal?.description ?? goal?.goal ?? '' },
    onSave: (body) => onSave(body as { title: string; description?: string }),
    onInvalid,
  });
  return (
    <FormModal
      title={goal ? 'Edit Donation Goal' : 'Add Donation Goal'}
      submitLabel={goal ? 'Update Goal' : 'Add Goal'}
      saving={form.saving}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <TextField
        label="Title"
        required
        inputRef={firstField}
        value={form.values.title}
        onChange={form.set('title')}
        onBlur={form.blur('title')}
        error={form.errorOf('title')}
      />
      <TextField
        label="Description"
        multiline
        value={form.values.description}
        onChange={form.set('description')}
        onBlur={form.blur('description')}
        error={form.errorOf('description')}
        hint="Optional"
      />
    </FormModal>
  );
}
