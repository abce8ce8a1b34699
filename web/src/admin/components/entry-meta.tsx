/** behaviour §2.4's "Order: n | Updated: by" line, with the time as a tooltip when known. */
export function EntryMeta({
  order,
  updatedBy,
  updatedAt,
}: {
  order: number;
  updatedBy?: string;
  updatedAt?: string;
}) {
  return (
    <p className="adm-meta" title={updatedAt ? new Date(updatedAt).toLocaleString() : undefined}>
      Order: {order} | Updated: {updatedBy || 'unknown'}
    </p>
  );
}
