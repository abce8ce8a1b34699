import { createInputs, type DonationGoal, LIMITS, type Translations, updateInputs } from '@contract';
import { useRef } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** What the donation goal form sends: the target and state only when they changed. */
export interface DonationGoalBody {
  title: string;
  description?: string;
  targetAmount?: number | null;
  active?: boolean;
  /** Sent once the goal has or gets a translation (ADR 28). */
  translations?: Translations<'title' | 'description'>;
}

/** The fields a translation of a donation goal has, as the English ones. */
const TRANSLATED: readonly TranslatedFieldSpec[] = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', multiline: true, hint: 'Optional' },
];

/** Props of the donation goal form; `goal` set means edit. */
export interface DonationFormProps {
  goal?: DonationGoal;
  onSave: (body: DonationGoalBody) => Promise<void>;
  onInvalid: (errors: FieldErrors) => void;
  onClose: () => void;
}

/** The target as typed: empty clears it (null), anything else must read as a number of SOL. */
function targetBody(typed: string, initial: string): Pick<DonationGoalBody, 'targetAmount'> {
  const value = typed.trim();
  if (value === initial) return {};
  return { targetAmount: value === '' ? null : Number(value) };
}

/**
 * Create or edit a donation goal: title (required, at least 3), description, and optionally a
 * target in SOL and whether the goal is active (behaviour §3; the server checks both again), and the
 * translations of its title and description.
 */
export function DonationForm({ goal, onSave, onInvalid, onClose }: DonationFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const initialTarget = typeof goal?.targetAmount === 'number' ? String(goal.targetAmount) : '';
  const initialActive = goal?.active === false ? 'false' : 'true';
  const form = useEntryForm({
    schema: goal ? updateInputs.donations : createInputs.donations,
    initial: {
      title: goal?.title ?? '',
      description: goal?.description ?? goal?.goal ?? '',
      targetAmount: initialTarget,
      active: initialActive,
    },
    toBody: ({ targetAmount, active, ...text }) => ({
      ...text,
      ...targetBody(targetAmount, initialTarget),
      ...(active === initialActive ? {} : { active: active === 'true' }),
    }),
    translatable: { kind: 'donations', translations: goal?.translations },
    onSave: (body) => onSave(body as DonationGoalBody),
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
      <LocaleTabs form={form} fields={TRANSLATED}>
        <TextField label="Title" required inputRef={firstField} {...form.field('title')} />
        <TextField label="Description" multiline {...form.field('description')} hint="Optional" />
        <TextField
          label="Target amount (SOL)"
          {...form.field('targetAmount')}
          hint={`Optional, 0 to ${LIMITS.targetAmountMax.toLocaleString('en-US')}. The site shows progress from the wallet's on-chain balance.`}
        />
        <CheckboxField
          label="Active"
          checked={form.values.active === 'true'}
          onChange={(checked) => form.set('active')(String(checked))}
          hint="Active goals with a target are funded from the balance in their order."
        />
      </LocaleTabs>
    </FormModal>
  );
}
