/** A quiet spinner with a visible label (SPEC: "Loading roadmap...", "Loading privacy policy..."). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
