/** Text with one paragraph per line. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own.
          <p key={i}>{line}</p>
        ))}
    </>
  );
}
