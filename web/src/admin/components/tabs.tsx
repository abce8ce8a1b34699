import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** One tab of a tab list. */
export interface TabOption<T extends string> {
  value: T;
  label: string;
  /** A mark after the label (a state of the tab's content); part of the tab's name. */
  badge?: ReactNode;
}

/** Props of an ARIA tab list; the caller renders the panel with `panelId`. */
export interface TabsProps<T extends string> {
  label: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  /** Extra class of the list, e.g. a row that scrolls rather than wraps. */
  className?: string;
}

/** Id of the tab element for `value`, for the panel's aria-labelledby. */
export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;

/** A tab list with the ARIA pattern's keys: arrows, Home and End move and select. */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  idPrefix,
  className,
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const option = options[next];
    if (!option) return;
    event.preventDefault();
    onChange(option.value);
    refs.current.get(option.value)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `adm-tabs ${className}` : 'adm-tabs'}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              if (element) refs.current.set(option.value, element);
              else refs.current.delete(option.value);
            }}
            id={tabId(idPrefix, option.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className="adm-tabs__tab"
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.badge}
          </button>
        );
      })}
    </div>
  );
}
