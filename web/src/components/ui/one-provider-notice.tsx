import { t } from '../../lib/i18n/i18n';

/**
 * "⚠ Read from one provider only: not yet confirmed by a second.": shown with a fact the server marks
 * `oneProvider`, which rests on the first RPC provider's word until the second confirms it (ADR 35,
 * "Amendment: the witness's silence believes nothing"). Such a fact is never said to be verified on-chain.
 * Nothing otherwise. `inline` for a sentence inside a line of its own.
 */
export function OneProviderNotice({
  oneProvider,
  inline = false,
}: {
  oneProvider?: boolean | undefined;
  inline?: boolean;
}) {
  if (oneProvider !== true) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className="fact-unknown small" role="note" data-testid="one-provider">
      {t('chain.oneProvider')}
    </Tag>
  );
}
