import type { LocalizedText } from '../../config/site-schema';
import { operatorText } from '../../lib/i18n/english-fallback';

/**
 * A text the operator wrote in the configuration, in the page's locale when the operator translated it,
 * else in English marked `lang="en"` (ADR 28, amendment of #49).
 */
export function OperatorText({ value, className }: { value: LocalizedText; className?: string }) {
  const shown = operatorText(value);
  return (
    <span className={className} lang={shown.lang} dir="auto">
      {shown.text}
    </span>
  );
}
