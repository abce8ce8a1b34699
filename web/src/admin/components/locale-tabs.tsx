import { CONTENT_LOCALES, type ContentLocale, LOCALE_NAMES } from '@contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { isRtl, LANG_TAG } from '../../lib/i18n/locales';
import { hasWritten, localeOfKey } from '../lib/forms/translation-fields';
import type { TranslationBindings } from '../lib/forms/use-entry-form';
import { type TabOption, Tabs, tabId } from './tabs';
import { TextField } from './text-field';

/** A translatable field as the tabs show it: the English field's label and limits. */
export interface TranslatedFieldSpec {
  name: string;
  label: string;
  multiline?: boolean;
  rows?: number;
  counterMax?: number;
  hint?: string;
}

type LocaleTab = 'en' | ContentLocale;
const TAB_ORDER: readonly LocaleTab[] = ['en', ...CONTENT_LOCALES];

/** Props of an entry form's language tabs; `children` is the English tab (the entry's own fields). */
export interface LocaleTabsProps {
  form: TranslationBindings;
  fields: readonly TranslatedFieldSpec[];
  children: ReactNode;
}

function Mark({ tone, text }: { tone: 'error' | 'done'; text: string }) {
  return (
    <>
      <span className={`adm-locale-mark adm-locale-mark--${tone}`} aria-hidden="true">
        {tone === 'error' ? '!' : '✓'}
      </span>
      <span className="adm-visually-hidden">, {text}</span>
    </>
  );
}

/**
 * An entry form's languages as tabs (ADR 28): English first with the entry's own fields, then one
 * tab per locale with the kind's translatable fields, all optional. A tab says when it holds a
 * translation or an error; a refused submit opens the first tab with an error unless the one shown
 * has one.
 */
export function LocaleTabs({ form, fields, children }: LocaleTabsProps) {
  const idPrefix = `adm-locales-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [tab, setTab] = useState<LocaleTab>('en');
  const withErrors = new Set<LocaleTab>(form.fieldsWithErrors().map((name) => localeOfKey(name) ?? 'en'));

  // A refusal is seen while rendering (React's "adjusting state on a prop change"), so the tab with
  // the error is open in the same paint as the message.
  const [seenRefusals, setSeenRefusals] = useState(form.refusals);
  if (seenRefusals !== form.refusals) {
    setSeenRefusals(form.refusals);
    const first = TAB_ORDER.find((option) => withErrors.has(option));
    if (first && !withErrors.has(tab)) setTab(first);
  }

  // The row scrolls on a narrow screen: the tab opened for an error must come into view.
  useEffect(() => {
    document.getElementById(tabId(idPrefix, tab))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [idPrefix, tab]);

  const options: TabOption<LocaleTab>[] = TAB_ORDER.map((value) => ({
    value,
    label: value === 'en' ? 'English' : LOCALE_NAMES[value],
    badge: withErrors.has(value) ? (
      <Mark tone="error" text="has an error" />
    ) : value !== 'en' && hasWritten(form.values, value) ? (
      <Mark tone="done" text="translated" />
    ) : undefined,
  }));

  return (
    <div className="adm-locale-tabs">
      <Tabs
        label="Language"
        idPrefix={idPrefix}
        className="adm-tabs--scroll"
        options={options}
        value={tab}
        onChange={setTab}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, tab)}
        className="adm-locale-tabs__panel"
      >
        {tab === 'en' ? (
          children
        ) : (
          <>
            <p className="adm-field__hint">
              Optional. Where this tab is empty, visitors reading {LOCALE_NAMES[tab]} see the English text.
            </p>
            {fields.map((spec) => (
              <TextField
                key={`${tab}-${spec.name}`}
                label={`${spec.label} (${LOCALE_NAMES[tab]})`}
                multiline={spec.multiline}
                rows={spec.rows}
                counterMax={spec.counterMax}
                hint={spec.hint}
                lang={LANG_TAG[tab]}
                dir={isRtl(tab) ? 'rtl' : undefined}
                {...form.translationField(tab, spec.name)}
              />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
