import { type ChartLink, chartLinkInput, LIMITS } from '@contract';
import { useMemo, useRef } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { LocaleTabs, type TranslatedFieldSpec } from '../../components/locale-tabs';
import { TextField } from '../../components/text-field';
import { useEntryForm } from '../../lib/forms/use-entry-form';

/** Props of the chart link form; `link` set means edit. */
export interface ChartLinkFormProps {
  link?: ChartLink;
  /** `deploy.chartHosts`, as the server reported them. */
  allowedHosts: readonly string[];
  onSave: (body: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}

/** The fields a translation of a chart link has, with the English ones' limits. */
const TRANSLATED: readonly TranslatedFieldSpec[] = [
  { name: 'name', label: 'Name', counterMax: LIMITS.chartNameMax },
  { name: 'description', label: 'Description', hint: 'Optional', counterMax: LIMITS.chartDescriptionMax },
];

/** Empty optional text is not sent on create, and cleared on edit. */
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * Create or edit a chart link (behaviour §3's fields). The same rules as the server: url and embedUrl
 * https on the configured chart hosts, which the hint and the error both name. Name and description
 * may be translated.
 */
export function ChartLinkForm({ link, allowedHosts, onSave, onClose }: ChartLinkFormProps) {
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const schema = useMemo(() => chartLinkInput(allowedHosts), [allowedHosts]);
  const form = useEntryForm({
    schema,
    initial: {
      name: link?.name ?? '',
      description: link?.description ?? '',
      url: link?.url ?? '',
      embedUrl: link?.embedUrl ?? '',
      icon: link?.icon ?? '',
      gradient: link?.gradient ?? '',
      order: link ? String(link.order) : '',
      active: link?.active === false ? 'false' : 'true',
    },
    toBody: ({ order, active, description, icon, gradient, ...rest }) => ({
      ...rest,
      description: link ? description : optional(description),
      icon: link ? icon : optional(icon),
      gradient: link ? gradient : optional(gradient),
      order: order.trim() === '' ? undefined : Number(order),
      active: active === 'true',
    }),
    translatable: { kind: 'chartLinks', translations: link?.translations },
    onSave: (body) => onSave(body as Record<string, unknown>),
  });
  const hosts = `https only, on: ${allowedHosts.join(', ')}`;
  const text = (field: keyof typeof form.values & string, label: string, extra = {}) => (
    <TextField label={label} {...form.field(field)} {...extra} />
  );
  return (
    <FormModal
      title={link ? 'Edit Chart Link' : 'Add Chart Link'}
      submitLabel={link ? 'Update Chart Link' : 'Add Chart Link'}
      saving={form.saving}
      formError={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
      initialFocusRef={firstField}
    >
      <LocaleTabs form={form} fields={TRANSLATED}>
        {text('name', 'Name', { required: true, inputRef: firstField, counterMax: LIMITS.chartNameMax })}
        {text('description', 'Description', { hint: 'Optional', counterMax: LIMITS.chartDescriptionMax })}
        {text('url', 'Full view URL', { required: true, hint: hosts })}
        {text('embedUrl', 'Embed URL', { required: true, hint: hosts })}
        {text('icon', 'Icon', { hint: 'Optional name of an icon' })}
        {text('gradient', 'Gradient', { hint: 'Optional, e.g. linear-gradient(90deg, #14f195, #9945ff)' })}
        {text('order', 'Order', { hint: 'Whole number; lower comes first. Empty: last.' })}
        <CheckboxField
          label="Active"
          checked={form.values.active === 'true'}
          onChange={(checked) => form.set('active')(String(checked))}
          hint="Inactive links are kept but not shown on the site."
        />
      </LocaleTabs>
    </FormModal>
  );
}
