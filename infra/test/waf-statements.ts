// A small reading of the web ACL's rule statements as AWS WAF documents them, for template tests: they
// ask which rule a request of a given method, path and headers would meet, on the template itself, so a
// rule's scope-down or text transformations cannot change without a test seeing what it now matches.
// Only what the stack's rules use is read: byte matches on the path, the method and one header, size
// constraints on one header, AND, OR, NOT; anything else throws, so a new kind of statement needs its
// reading here first.

/** A request as WAF sees it at the edge: the path as sent, headers by lower-case name. */
export interface WafRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
}

interface Transformation {
  readonly Priority: number;
  readonly Type: string;
}
interface FieldToMatch {
  readonly UriPath?: object;
  readonly Method?: object;
  readonly SingleHeader?: { readonly Name: string };
}
/** A statement as the template holds it (CloudFormation's PascalCase). */
export interface Statement {
  readonly AndStatement?: { readonly Statements: readonly Statement[] };
  readonly OrStatement?: { readonly Statements: readonly Statement[] };
  readonly NotStatement?: { readonly Statement: Statement };
  readonly ByteMatchStatement?: {
    readonly FieldToMatch: FieldToMatch;
    readonly PositionalConstraint: string;
    readonly SearchString: string;
    readonly TextTransformations: readonly Transformation[];
  };
  readonly SizeConstraintStatement?: {
    readonly FieldToMatch: FieldToMatch;
    readonly ComparisonOperator: string;
    readonly Size: number;
    readonly TextTransformations: readonly Transformation[];
  };
}

/** WAF's URL_DECODE: every `%xx` decoded, a `%` not followed by two hex digits left as it is. */
function urlDecode(text: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(text, 'latin1');
  for (let i = 0; i < raw.length; i++) {
    const hex = raw.subarray(i + 1, i + 3).toString('latin1');
    if (raw[i] === 0x25 && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(raw[i] as number);
    }
  }
  return Buffer.from(bytes).toString('latin1');
}

/**
 * WAF's NORMALIZE_PATH: multiple slashes folded into one, `/./` removed, `/x/../` folded into `/`, except
 * back-references at the beginning of the input.
 */
function normalizePath(text: string): string {
  const leading = /^(\.\.\/)+/.exec(text)?.[0] ?? '';
  const parts = text
    .slice(leading.length)
    .replace(/\/{2,}/g, '/')
    .split('/');
  const out: string[] = [];
  parts.forEach((part, i) => {
    if (part === '.' && i > 0) return;
    if (part === '..' && out.length > 1) {
      out.pop();
      return;
    }
    out.push(part);
  });
  return leading + out.join('/');
}

function transform(text: string, transformations: readonly Transformation[]): string {
  return [...transformations]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((value, { Type }) => {
      switch (Type) {
        case 'NONE':
          return value;
        case 'URL_DECODE':
          return urlDecode(value);
        case 'NORMALIZE_PATH':
          return normalizePath(value);
        case 'LOWERCASE':
          return value.toLowerCase();
        default:
          throw new Error(`waf-statements: no reading of the text transformation ${Type}`);
      }
    }, text);
}

/** The field's value, or undefined when the request has none (a missing header: no match). */
function field(request: WafRequest, fieldToMatch: FieldToMatch): string | undefined {
  if (fieldToMatch.UriPath) return request.path;
  if (fieldToMatch.Method) return request.method;
  if (fieldToMatch.SingleHeader) {
    return request.headers?.[fieldToMatch.SingleHeader.Name.toLowerCase()];
  }
  throw new Error(`waf-statements: no reading of the field ${JSON.stringify(fieldToMatch)}`);
}

/** Whether `statement` matches `request`, as WAF would decide it. */
export function matches(statement: Statement, request: WafRequest): boolean {
  if (statement.AndStatement) return statement.AndStatement.Statements.every((s) => matches(s, request));
  if (statement.OrStatement) return statement.OrStatement.Statements.some((s) => matches(s, request));
  if (statement.NotStatement) return !matches(statement.NotStatement.Statement, request);
  if (statement.ByteMatchStatement) {
    const { FieldToMatch, PositionalConstraint, SearchString, TextTransformations } =
      statement.ByteMatchStatement;
    const raw = field(request, FieldToMatch);
    if (raw === undefined) return false;
    const value = transform(raw, TextTransformations);
    switch (PositionalConstraint) {
      case 'EXACTLY':
        return value === SearchString;
      case 'STARTS_WITH':
        return value.startsWith(SearchString);
      case 'ENDS_WITH':
        return value.endsWith(SearchString);
      case 'CONTAINS':
        return value.includes(SearchString);
      default:
        throw new Error(`waf-statements: no reading of ${PositionalConstraint}`);
    }
  }
  if (statement.SizeConstraintStatement) {
    const { FieldToMatch, ComparisonOperator, Size, TextTransformations } = statement.SizeConstraintStatement;
    const raw = field(request, FieldToMatch);
    if (raw === undefined) return false;
    const size = Buffer.byteLength(transform(raw, TextTransformations), 'latin1');
    const compare: Record<string, boolean> = {
      EQ: size === Size,
      NE: size !== Size,
      LE: size <= Size,
      LT: size < Size,
      GE: size >= Size,
      GT: size > Size,
    };
    const result = compare[ComparisonOperator];
    if (result === undefined) throw new Error(`waf-statements: no reading of ${ComparisonOperator}`);
    return result;
  }
  throw new Error(`waf-statements: no reading of the statement ${JSON.stringify(Object.keys(statement))}`);
}

/** A rule of the template's web ACL, as far as these tests read it. */
export interface WafRule {
  readonly Name: string;
  readonly Priority: number;
  readonly Statement: {
    readonly RateBasedStatement?: { readonly ScopeDownStatement?: Statement; readonly Limit: number };
  } & Statement;
  readonly Action?: Record<string, unknown>;
}

/**
 * The rules, in priority order, whose statement (a rate rule: its scope-down) matches `request`: the
 * rules that would block it or count it. WAF stops at the first rule that blocks; a rate rule blocks
 * only a client over its limit, so every rate rule listed counts the request until then.
 */
export function rulesMeeting(rules: readonly WafRule[], request: WafRequest): string[] {
  return [...rules]
    .sort((a, b) => a.Priority - b.Priority)
    .filter((rule) => {
      const rate = rule.Statement.RateBasedStatement;
      if (rate) return rate.ScopeDownStatement ? matches(rate.ScopeDownStatement, request) : true;
      if ('ManagedRuleGroupStatement' in rule.Statement) return false;
      return matches(rule.Statement, request);
    })
    .map((rule) => rule.Name);
}
