// Discord renders a webhook's `content` as Markdown: `[https://official.example](http://evil.example)`
// would show one address and open another, `||...||` would hide text, `# ` would shout. Every character
// Markdown reads is escaped with a backslash, which Discord shows as the character itself (behaviour
// §14.1), except inside an address, which must stay whole to stay a link. An address here stops at a
// bracket, so a masked link's parts are escaped, not swallowed into one address.
const ADDRESS = /https?:\/\/[^\s<>"[\]()]+[^\s<>".,;:!?'[\]()]/gi;
const MARKDOWN = /[\\*_~`|[\]()<]/g;
// Headings (`# `, `-# `), lists (`- `) and quotes (`> `) only begin a line.
const LINE_START = /^(\s*)([#>-])/gm;

const escaped = (text: string) =>
  text
    .replace(MARKDOWN, (c) => `\\${c}`)
    .replace(LINE_START, (_, space: string, c: string) => `${space}\\${c}`);

/** `text` for Discord's `content`: its Markdown escaped, its addresses kept whole. */
export function escapeDiscordMarkdown(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const at = match.index ?? 0;
    out += escaped(text.slice(last, at)) + match[0];
    last = at + match[0].length;
  }
  return out + escaped(text.slice(last));
}
