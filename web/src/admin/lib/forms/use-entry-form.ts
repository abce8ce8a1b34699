import type { ContentLocale, TranslatableKind, Translations } from '@contract';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { type FieldErrors, fromServer, validate } from './field-errors';
import { isTranslationKey, translationKey, translationsBody, translationValues } from './translation-fields';

/** Options of an entry form: its schema, first values and what saving does. */
export interface EntryFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  schema: S;
  initial: V;
  /** Shapes the values into the request body before validation (e.g. the forced status). */
  toBody?: (values: V) => unknown;
  onSave: (body: z.output<S>) => Promise<void>;
  /** Called with the client-side errors when a submit is refused. */
  onInvalid?: (errors: FieldErrors) => void;
  /**
   * The entry's kind and stored translations, when the form edits its translations too (ADR 28):
   * their fields are bound with `translationField` and sent as `translations`, past `toBody`.
   */
  translatable?: { kind: TranslatableKind; translations: Translations<string> | undefined };
}

/** What a text field needs from its form (the matching TextField props). */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** What a form's locale tabs need from it (a `useEntryForm` with `translatable`). */
export interface TranslationBindings {
  values: Readonly<Record<string, string>>;
  translationField: (locale: ContentLocale, name: string) => FieldBinding;
  fieldsWithErrors: () => string[];
  refusals: number;
}

/**
 * State of an admin form: values, the schema's messages (shown once a field is left or a submit
 * is tried), the server's field errors (until that field changes) and the saving flag.
 */
export function useEntryForm<V extends Record<string, string>, S extends z.ZodType>(
  options: EntryFormOptions<V, S>,
) {
  const { schema, initial, toBody = (v: V) => v, onSave, onInvalid, translatable } = options;
  // The first values, the translations' flat fields included: a field the server names that is not
  // among them is shown as the form's error.
  const [first] = useState<Record<string, string>>(() => ({
    ...initial,
    ...(translatable ? translationValues(translatable.kind, translatable.translations) : {}),
  }));
  const [values, setValues] = useState<Record<string, string>>(first);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Counts refused submits, so a form's tabs can show where the refusal is.
  const [refusals, setRefusals] = useState(0);

  const own = Object.fromEntries(Object.entries(values).filter(([key]) => !isTranslationKey(key))) as V;
  const body = () => {
    const shaped = toBody(own);
    if (!translatable) return shaped;
    const had = Object.keys(translatable.translations ?? {}).length > 0;
    return { ...(shaped as object), ...translationsBody(translatable.kind, values, had) };
  };
  const check = validate(schema, body());
  const clientErrors = check.ok ? {} : check.errors;

  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? clientErrors[field] : undefined);

  const set = (field: string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const blur = (field: string) => () => setTouched((current) => ({ ...current, [field]: true }));

  const bind = (name: string): FieldBinding => ({
    // Every field has a first value in `first`: the fallback only satisfies the index type.
    value: values[name] ?? '',
    onChange: set(name),
    onBlur: blur(name),
    error: errorOf(name),
  });

  /** One field's binding, spread onto a TextField: its value, change, leave and error. */
  const field = (name: keyof V & string): FieldBinding => bind(name);

  /** The binding of one field of `locale`'s translation (with `translatable`). */
  const translationField = (locale: ContentLocale, name: string): FieldBinding =>
    bind(translationKey(locale, name));

  /** The fields whose error is shown now. */
  const fieldsWithErrors = (): string[] =>
    [...new Set([...Object.keys(values), ...Object.keys(serverErrors)])].filter((name) => errorOf(name));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setFormError(null);
    if (!check.ok) {
      setRefusals((count) => count + 1);
      onInvalid?.(check.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(check.data);
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = fromServer(error.fieldErrors);
        setServerErrors(byField);
        if (error.fieldErrors.length) setRefusals((count) => count + 1);
        // A message for a field this form does not show still has to be seen.
        const elsewhere = Object.entries(byField)
          .filter(([field]) => !(field in first))
          .map(([, message]) => message);
        if (elsewhere.length || !error.fieldErrors.length) {
          setFormError([error.message, ...elsewhere].join(' '));
        }
      } else {
        setFormError(error instanceof Error ? error.message : 'Unknown error');
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    values: values as V,
    set: set as (field: keyof V & string) => (value: string) => void,
    errorOf,
    field,
    translationField,
    fieldsWithErrors,
    refusals,
    submit,
    saving,
    formError,
  };
}
