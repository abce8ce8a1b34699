import { createInputs, type FaqEntry, updateInputs } from '@contract';
import { useRef } from 'react';
import { FormModal } from '../../components/form-modal';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** Props of the FAQ form; `entry` set means edit. */
export interface FaqFormProps {
  entry?: FaqEntry;
  onSave: (body: { question: string; answer: string }) => Promise<void>;
  onClose: () => void;
}

/** Create or edit an FAQ entry: question and answer, at least 5 characters each (behaviour §5). */
export function FaqForm({ entry, onSave, onClose }: FaqFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useEntryForm({
    schema: entry ? updateInputs.faq : createInputs.faq,
    initial: { question: entry?.question ?? '', answer: entry?.answer ?? '' },
    onSave: (body) => onSave(body as { question: string; answer: string }),
  });
  return (
    <FormModal
      title={entry ? 'Edit FAQ' : 'Add FAQ'}
      submitLabel={entry ? 'Update FAQ' : 'Add FAQ'}
      saving={form.saving}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <TextField label="Question" required inputRef={firstField} {...form.field('question')} />
      <TextField
        label="Answer"
        required
        multiline
        rows={6}
        hint="Each line is shown as its own paragraph."
        {...form.field('answer')}
      />
    </FormModal>
  );
}
