import { t } from '../../lib/i18n/i18n';

/**
 * "⚠ Not read from the chain for 47 minutes": shown under a fact the server answered past its bound, when
 * the scheduled watch has not read the chain for that long (ADR 11, "Amendment: no RPC call on a
 * visitor's request"). The minutes are the server's, counted when it answered. Nothing otherwise.
 */
export function NotReadNotice({ minutes }: { minutes?: number | undefined }) {
  if (minutes === undefined) return null;
  return (
    <p className="fact-unknown small" role="note" data-testid="not-read">
      {t('chain.notReadFor', { n: minutes })}
    </p>
  );
}
