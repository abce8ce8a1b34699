import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { t } from '../../lib/i18n/i18n';

/** behaviour §9: "Copied!" shows for 2 seconds. */
export const COPIED_MS = 2000;

export interface CopyButtonProps {
  text: string;
  label?: string;
  /** The button's accessible name when the label alone does not say what it copies (it starts with the label). */
  name?: string;
  className?: string;
}

/** Copies `text`; shows "Copied!" for 2 s, then its label again. */
export function CopyButton({ text, label, name, className = 'button button-primary' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };

  return (
    <button type="button" className={className} onClick={onClick} aria-label={name}>
      <span aria-live="polite">
        {state === 'copied'
          ? t('copy.copied')
          : state === 'failed'
            ? t('copy.failed')
            : (label ?? t('wallet.copy'))}
      </span>
    </button>
  );
}
