import { useNewHolder } from '../hooks/use-new-holder';

/** "New Holder Joined!" for 4.5 s when a new wallet appears; an empty live region otherwise. */
export function NewHolderBanner() {
  const holder = useNewHolder();
  return (
    <div className="holder-slot" aria-live="polite" data-testid="new-holder-slot">
      {holder && (
        <div className="holder-banner" data-testid="new-holder-banner">
          <span className="holder-emoji" aria-hidden="true">
            🎉
          </span>
          <span>
            <strong>New Holder Joined!</strong> <span className="holder-wallet">{holder.short}</span>
          </span>
        </div>
      )}
    </div>
  );
}
