import {
  createInputs,
  LIMITS,
  type RoadmapItem,
  type RoadmapStatus,
  type Translations,
  updateInputs,
} from '@contract';
import { useId, useRef } from 'react';
import { FormModal } from '../../components/form-modal';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { DEFAULT_FORM_STATUS, ROADMAP_TABS, statusLabel, statusOnCreate } from './roadmap-status';

/** What the roadmap form sends. */
export interface RoadmapBody {
  title: string;
  description?: string;
  status: RoadmapStatus;
  timeline?: string;
  /** Sent once the item has or gets a translation (ADR 28). */
  translations?: Translations<'title' | 'description' | 'timeline'>;
}

const TIMELINE_HINT = 'Optional, e.g. Q3 2026';

/** The fields a translation of a roadmap item has, with the English ones' limits. */
const TRANSLATED: readonly TranslatedFieldSpec[] = [
  { name: 'title', label: 'Title', counterMax: LIMITS.roadmapTitleMax },
  { name: 'description', label: 'Description', multiline: true, counterMax: LIMITS.roadmapDescriptionMax },
  { name: 'timeline', label: 'Timeline', hint: TIMELINE_HINT },
];

/** Props of the roadmap form; `item` set means edit. */
export interface RoadmapFormProps {
  item?: RoadmapItem;
  /** The sub-tab the form was opened from: it may force the status on create. */
  tab: RoadmapStatus;
  onSave: (body: RoadmapBody) => Promise<void>;
  onClose: () => void;
}

/** Create or edit a roadmap item and its translations, with counters and behaviour §5's rules. */
export function RoadmapForm({ item, tab, onSave, onClose }: RoadmapFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const statusId = useId();
  const hintId = useId();
  const form = useEntryForm({
    schema: item ? updateInputs.roadmap : createInputs.roadmap,
    initial: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      timeline: item?.timeline ?? '',
      status: item?.status ?? DEFAULT_FORM_STATUS,
    },
    toBody: (values) => ({
      ...values,
      status: item ? values.status : statusOnCreate(tab, values.status as RoadmapStatus),
    }),
    translatable: { kind: 'roadmap', translations: item?.translations },
    onSave: (body) => onSave(body as RoadmapBody),
  });
  const forced = !item && statusOnCreate(tab, 'completed') !== 'completed';
  const shownStatus = item
    ? (form.values.status as RoadmapStatus)
    : statusOnCreate(tab, form.values.status as RoadmapStatus);
  return (
    <FormModal
      title={item ? 'Edit Roadmap Item' : 'Add Roadmap Item'}
      submitLabel={item ? 'Update Item' : 'Create Item'}
      saving={form.saving}
      submitDisabled={form.values.title.trim().length < LIMITS.roadmapTitleMin}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <LocaleTabs form={form} fields={TRANSLATED}>
        <TextField
          label="Title"
          required
          inputRef={firstField}
          counterMax={LIMITS.roadmapTitleMax}
          {...form.field('title')}
        />
        <TextField
          label="Description"
          multiline
          counterMax={LIMITS.roadmapDescriptionMax}
          {...form.field('description')}
        />
        <TextField label="Timeline" hint={TIMELINE_HINT} {...form.field('timeline')} />
        <div className="adm-field">
          <label htmlFor={statusId} className="adm-label">
            Status
          </label>
          <select
            id={statusId}
            className="adm-input"
            value={shownStatus}
            disabled={forced}
            aria-describedby={forced ? hintId : undefined}
            onChange={(event) => form.set('status')(event.target.value)}
          >
            {ROADMAP_TABS.map((option) => (
              <option key={option.status} value={option.status}>
                {option.label}
              </option>
            ))}
          </select>
          {forced ? (
            <p id={hintId} className="adm-field__hint">
              Items added on the {statusLabel(tab)} tab are {statusLabel(tab)}.
            </p>
          ) : null}
          {form.errorOf('status') ? <p className="adm-field__error">{form.errorOf('status')}</p> : null}
        </div>
      </LocaleTabs>
    </FormModal>
  );
}
