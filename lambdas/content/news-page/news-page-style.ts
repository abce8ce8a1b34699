/**
 * The stylesheet of an announcement's own page, inline so the page needs no second request. Its hash is
 * in the site's Content-Security-Policy (infra/static-site/security-headers.ts), which allows no other
 * inline style. Logical properties, so one stylesheet serves both directions (ADR 21).
 */
export const NEWS_PAGE_STYLE = [
  ':root{--ink:#f3f2fb;--muted:#bdbbd9;--bg:#070716;--card:#12122b;--edge:#2b2a52;--warn:#ffb020}',
  '*{box-sizing:border-box}',
  'body{margin:0;background:var(--bg);color:var(--ink);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'header,main{max-inline-size:44rem;margin-inline:auto;padding:1rem}',
  'header a{color:var(--ink);font-weight:700;text-decoration:none}',
  'a{color:#a9c7ff}',
  'article{background:var(--card);border:1px solid var(--edge);border-radius:12px;padding:1.25rem}',
  '.advisory{border:2px solid var(--warn)}',
  '.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:999px;background:var(--warn);color:#1a1200;font-weight:700}',
  'h1{font-size:1.6rem;line-height:1.25;margin:.75rem 0 .25rem;overflow-wrap:break-word}',
  'time,.muted{color:var(--muted)}',
  '.body p{overflow-wrap:break-word}',
  'code{overflow-wrap:break-word;color:#ffd27a}',
  'h2{font-size:1.1rem;margin-block:1.25rem .5rem}',
  'ul{padding-inline-start:1.25rem}',
  '.nav{display:flex;flex-wrap:wrap;gap:1rem;margin-block-start:1.5rem}',
  '.nav a{display:inline-block;padding-block:.5rem}',
].join('');
