import {
  ANNOUNCEMENT_LIMITS,
  type Announcement,
  type AnnouncementKind,
  type ConfiguredChannels,
  createInputs,
  type DeliveryChannels,
  type Impostor,
  type Translations,
  updateInputs,
} from '@contract';
import { useId, useRef } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { formatImpostorLines, impostorErrors, parseImpostorLines } from './impostor-lines';
import { fromLocalInput, toLocalInput } from './publish-time';

/** What the announcement form sends (behaviour §14). */
export interface AnnouncementBody {
  title: string;
  body: string;
  kind: AnnouncementKind;
  publishAt: string;
  impostors: Impostor[];
  translations?: Translations<'title' | 'body' | 'reasons'>;
  /** The chats it is posted to (behaviour §14.1); absent when none is or was ticked. */
  channels?: DeliveryChannels;
}

const BODY_HINT = 'Plain text: each line is its own paragraph, and https:// addresses become links.';
const IMPOSTORS_HINT =
  'One a line: mint, domain or handle, then its value, then why (domain airdrop-claim.example Drains wallets).';

const TRANSLATED: readonly TranslatedFieldSpec[] = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Body', multiline: true, rows: 6, hint: BODY_HINT },
];

/** An advisory's tabs also take its impostors' reasons, one a line in the list's order (ADR 28). */
const TRANSLATED_ADVISORY: readonly TranslatedFieldSpec[] = [
  ...TRANSLATED,
  {
    name: 'reasons',
    label: 'Impostors’ reasons',
    multiline: true,
    rows: 4,
    hint: 'One a line, in the order of the English list: why each impostor is one. Until every line is written, visitors read the English reasons.',
  },
];

/** Props of the announcement form; `entry` set means edit. */
export interface AnnouncementFormProps {
  entry?: Announcement;
  onSave: (body: AnnouncementBody) => Promise<void>;
  onClose: () => void;
  /** Which chats are set up (null: not known yet). */
  channelsSetUp?: ConfiguredChannels;
}

/**
 * Create or edit an announcement: title, body, kind, publish time (the present by default; a later time
 * schedules it) and, for an advisory, the impostors it names; title and body per locale.
 */
export function AnnouncementForm({ entry, onSave, onClose, channelsSetUp }: AnnouncementFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const kindId = useId();
  const timeId = useId();
  const form = useEntryForm({
    schema: entry ? updateInputs.announcements : createInputs.announcements,
    initial: {
      title: entry?.title ?? '',
      body: entry?.body ?? '',
      kind: entry?.kind ?? 'news',
      publishAt: toLocalInput(entry?.publishAt),
      impostors: formatImpostorLines(entry?.impostors),
      telegram: entry?.channels?.telegram ? 'true' : '',
      discord: entry?.channels?.discord ? 'true' : '',
    },
    toBody: (values) => ({
      title: values.title,
      body: values.body,
      kind: values.kind,
      publishAt: fromLocalInput(values.publishAt),
      // News names no impostors: switching an advisory to news clears its list.
      impostors: values.kind === 'advisory' ? parseImpostorLines(values.impostors) : [],
      // Sent when a channel is ticked or was: an announcement that never had one stays without the field.
      ...(values.telegram || values.discord || entry?.channels
        ? { channels: { telegram: values.telegram === 'true', discord: values.discord === 'true' } }
        : {}),
    }),
    translatable: { kind: 'announcements', translations: entry?.translations },
    onSave: (body) => onSave(body as AnnouncementBody),
  });
  const advisory = form.values.kind === 'advisory';
  const lines = parseImpostorLines(form.values.impostors).length;
  const timeError = form.errorOf('publishAt');
  return (
    <FormModal
      title={entry ? 'Edit Announcement' : 'Add Announcement'}
      submitLabel={entry ? 'Update Announcement' : 'Publish'}
      saving={form.saving}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <LocaleTabs form={form} fields={advisory ? TRANSLATED_ADVISORY : TRANSLATED}>
        <TextField
          label="Title"
          required
          inputRef={firstField}
          counterMax={ANNOUNCEMENT_LIMITS.titleMax}
          {...form.field('title')}
        />
        <TextField
          label="Body"
          required
          multiline
          rows={6}
          hint={BODY_HINT}
          counterMax={ANNOUNCEMENT_LIMITS.bodyMax}
          {...form.field('body')}
        />
        <div className="adm-field">
          <label htmlFor={kindId} className="adm-label">
            Kind
          </label>
          <select
            id={kindId}
            className="adm-input"
            value={form.values.kind}
            onChange={(event) => form.set('kind')(event.target.value)}
          >
            <option value="news">News</option>
            <option value="advisory">Security advisory</option>
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor={timeId} className="adm-label">
            Publish time (your local time)
          </label>
          <input
            id={timeId}
            type="datetime-local"
            className="adm-input"
            value={form.values.publishAt}
            aria-invalid={timeError ? true : undefined}
            onChange={(event) => form.set('publishAt')(event.target.value)}
            onBlur={form.field('publishAt').onBlur}
          />
          {timeError ? <p className="adm-field__error">{timeError}</p> : null}
        </div>
        {advisory ? (
          <TextField
            label="Impostors"
            multiline
            rows={4}
            hint={IMPOSTORS_HINT}
            {...form.field('impostors')}
            error={impostorErrors(lines, form.errorOf)}
          />
        ) : null}
      </LocaleTabs>
      <ChannelChoices form={form} setUp={channelsSetUp} />
    </FormModal>
  );
}

const CHANNEL_HINT =
  'Posted once, in English, with a link to the full text; a later edit is not posted again.';

/** The two chats an announcement may be posted to (behaviour §14.1), each saying when it is not set up. */
function ChannelChoices({
  form,
  setUp,
}: {
  form: {
    values: Readonly<Record<string, string>>;
    set: (name: 'telegram' | 'discord') => (value: string) => void;
  };
  setUp?: ConfiguredChannels;
}) {
  const choice = (channel: 'telegram' | 'discord', name: string) => (
    <CheckboxField
      label={`Post to ${name}`}
      checked={form.values[channel] === 'true'}
      onChange={(checked) => form.set(channel)(checked ? 'true' : '')}
      hint={
        setUp?.[channel] === false ? `${name} is not set up: nothing will be posted there.` : CHANNEL_HINT
      }
    />
  );
  return (
    <>
      {choice('telegram', 'Telegram')}
      {choice('discord', 'Discord')}
    </>
  );
}
