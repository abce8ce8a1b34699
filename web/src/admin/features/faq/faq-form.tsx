import { createInputs, type FaqEntry, type Translations, updateInputs } from '@contract';
import { useRef } from 'react';
import { FormModal } from '../../components/form-modal';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** What the FAQ form sends: `translations` once the entry has or gets one (ADR 28). */
export interface FaqBody {
  question: string;
  answer: string;
  translations?: Translations<'question' | 'answer'>;
}

const ANSWER_HINT = 'Each line is shown as its own paragraph.';

/** The fields a translation of an FAQ entry has, as the English ones. */
const TRANSLATED: readonly TranslatedFieldSpec[] = [
  { name: 'question', label: 'Question' },
  { name: 'answer', label: 'Answer', multiline: true, rows: 6, hint: ANSWER_HINT },
];

/** Props of the FAQ form; `entry` set means edit. */
export interface FaqFormProps {
  entry?: FaqEntry;
  onSave: (body: FaqBody) => Promise<void>;
  onClose: () => void;
}

/**
 * Create or edit an FAQ entry: question and answer, at least 5 characters each (behaviour §5), and
 * their translations, each under the same rules.
 */
export function FaqForm({ entry, onSave, onClose }: FaqFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useEntryForm({
    schema: entry ? updateInputs.faq : createInputs.faq,
    initial: { question: entry?.question ?? '', answer: entry?.answer ?? '' },
    translatable: { kind: 'faq', translations: entry?.translations },
    onSave: (body) => onSave(body as FaqBody),
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
      <LocaleTabs form={form} fields={TRANSLATED}>
        <TextField label="Question" required inputRef={firstField} {...form.field('question')} />
        <TextField label="Answer" required multiline rows={6} hint={ANSWER_HINT} {...form.field('answer')} />
      </LocaleTabs>
    </FormModal>
  );
}
