/** A quiet spinner with a visible label (behaviour §2.2 and §2.5: "Loading roadmap…", "Loading privacy policy…"). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
