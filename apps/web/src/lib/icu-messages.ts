/**
 * The ICU messages of the catalogues, formatted as i18next-icu (intl-messageformat with `ignoreTag`)
 * did, without shipping its general parser (~10 KB of brotli on every page): the catalogues use
 * arguments, `plural` (with `=N` and `#`), `select` and apostrophe quoting, nothing else.
 * lib/icu-messages.test.ts formats every catalogue message both ways and compares.
 */

type Node =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: 'plural' | 'select'; offset: number; options: Record<string, Node[]> };

/** A message this formatter cannot read; i18next then shows the message as it is. */
class MessageError extends Error {}

function parse(message: string): Node[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageError(`${what} at ${i} in "${message}"`);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i] ?? '')) i++;
  };
  const word = () => {
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i] ?? '')) i++;
    return message.slice(start, i);
  };

  /** Text up to an unquoted "}" (nested) or the end; `#` is the plural's number inside a plural. */
  const parseNodes = (inPlural: boolean, nested: boolean): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (i < message.length) {
      const c = message[i] ?? '';
      if (c === '}') {
        if (!nested) fail('unexpected "}"');
        break;
      }
      if (c === '{') {
        flush();
        nodes.push(parseArgument());
      } else if (c === '#' && inPlural) {
        flush();
        nodes.push({ pound: true });
        i++;
      } else if (c === "'") {
        text += quoted(inPlural);
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return nodes;
  };

  // "''" is one apostrophe; an apostrophe before a syntax character quotes up to the next lone one.
  const quoted = (inPlural: boolean): string => {
    const next = message[i + 1] ?? '';
    if (next === "'") {
      i += 2;
      return "'";
    }
    if (!'{}<>'.includes(next) && !(next === '#' && inPlural)) {
      i++;
      return "'";
    }
    i++;
    let text = '';
    while (i < message.length) {
      if (message[i] === "'") {
        if (message[i + 1] === "'") {
          text += "'";
          i += 2;
          continue;
        }
        i++;
        break;
      }
      text += message[i];
      i++;
    }
    return text;
  };

  const parseArgument = (): Node => {
    i++; // {
    skipSpace();
    const arg = word();
    if (!arg) fail('argument without a name');
    skipSpace();
    if (message[i] === '}') {
      i++;
      return { arg };
    }
    if (message[i] !== ',') fail('expected "," or "}"');
    i++;
    skipSpace();
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') return fail(`unsupported argument type "${kind}"`);
    skipSpace();
    if (message[i] !== ',') fail('expected ","');
    i++;
    skipSpace();
    let offset = 0;
    if (kind === 'plural' && message.startsWith('offset:', i)) {
      i += 'offset:'.length;
      skipSpace();
      offset = Number(word());
      skipSpace();
    }
    const options: Record<string, Node[]> = {};
    for (;;) {
      skipSpace();
      if (message[i] === '}') break;
      const selector = word();
      skipSpace();
      if (!selector || message[i] !== '{') fail('expected an option');
      i++;
      options[selector] = parseNodes(kind === 'plural', true);
      if (message[i] !== '}') fail('unclosed option');
      i++;
    }
    i++; // }
    if (!options.other) fail('no "other" option');
    return { arg, kind, offset, options };
  };

  return parseNodes(false, false);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(map: Map<string, T>, locale: string, make: () => T): T => {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make()));
  return value;
};

function format(nodes: Node[], locale: string, values: Record<string, unknown>, pound?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
    } else if ('pound' in node) {
      const n = pound ?? 0;
      out += cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n);
    } else {
      if (!(node.arg in values)) throw new MessageError(`no value for {${node.arg}}`);
      const value = values[node.arg];
      if (!('kind' in node)) {
        out += value === null || value === undefined || value === false ? '' : String(value);
      } else if (node.kind === 'select') {
        out += format(node.options[String(value)] ?? node.options.other ?? [], locale, values, pound);
      } else {
        const n = Number(value) - node.offset;
        const option =
          node.options[`=${String(value)}`] ??
          node.options[cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n)] ??
          node.options.other ??
          [];
        out += format(option, locale, values, n);
      }
    }
  }
  return out;
}

const parsed = new Map<string, Node[]>();

/** `message` with `values` filled in, in `locale`'s plural rules and digits. */
export function formatMessage(message: string, locale: string, values: Record<string, unknown> = {}): string {
  let nodes = parsed.get(message);
  if (!nodes) parsed.set(message, (nodes = parse(message)));
  return format(nodes, locale, values);
}

/** The i18next plugin: every translation goes through formatMessage. */
export const icuMessages = {
  type: 'i18nFormat' as const,
  init() {},
  parse(message: string, values: Record<string, unknown> | undefined, language: string) {
    try {
      return formatMessage(message, language, values ?? {});
    } catch {
      // As i18next-icu did: a message that cannot be read or filled shows as written.
      return message;
    }
  },
  addLookupKeys: (keys: string[]) => keys,
};
