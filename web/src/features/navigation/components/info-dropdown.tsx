import { useCallback, useId, useRef, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { scrollWhenPresent } from '../../../lib/scroll';
import { useDismiss } from '../hooks/use-dismiss';
import { INFO_SECTIONS, type LegalDocument } from '../lib/nav-items';

export interface InfoDropdownProps {
  active: boolean;
  email: string;
  onOpenLegal: (document: LegalDocument) => void;
}

/** The desktop Info menu: closes on an outside click, on Escape and after a choice. */
export function InfoDropdown({ active, email, onOpenLegal }: InfoDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback(() => setOpen(false), []);
  const focusToggle = useCallback(() => toggle.current?.focus(), []);
  useDismiss(open, root, close, focusToggle);

  const choose = (action: () => void) => {
    setOpen(false);
    // Focus returns to the toggle, so a dialog opened from here gives focus back to it.
    toggle.current?.focus();
    action();
  };

  return (
    <li className="nav-info" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`nav-link ${active ? 'is-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.info')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="nav-dropdown" hidden={!open}>
        {INFO_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                event.preventDefault();
                choose(() => scrollWhenPresent(section.id, undefined, 0));
              }}
            >
              {t(section.label)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => choose(() => onOpenLegal('privacy'))}>
            {t('nav.privacy')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => choose(() => onOpenLegal('terms'))}>
            {t('nav.terms')}
          </button>
        </li>
        <li>
          <a href={`mailto:${email}`} onClick={() => setOpen(false)}>
            {t('nav.contact')}
          </a>
        </li>
      </ul>
    </li>
  );
}
