import { useId } from 'react';

/** The token's logo: an original mark (a crescent sky with a rising "V" and a star). */
export function TokenLogo({ size = 160, title }: { size?: number; title?: string }) {
  // Unique gradient ids: the logo appears more than once on the page.
  const uid = useId();
  const ring = `${uid}-ring`;
  const core = `${uid}-core`;
  return (
    <svg
      className="token-logo"
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={ring} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7cf7d4" />
          <stop offset="0.5" stopColor="#8b7bff" />
          <stop offset="1" stopColor="#ff7ad9" />
        </linearGradient>
        <radialGradient id={core} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#26235a" />
          <stop offset="1" stopColor="#0b0a24" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="56" fill={`url(#${core})`} stroke={`url(#${ring})`} strokeWidth="6" />
      <path
        d="M33 38 L52 86 Q60 96 68 86 L87 38"
        fill="none"
        stroke={`url(#${ring})`}
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M84 20 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" fill="#fff7c2" />
      <circle cx="30" cy="26" r="2" fill="#ffffff" opacity="0.8" />
      <circle cx="98" cy="70" r="1.6" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
