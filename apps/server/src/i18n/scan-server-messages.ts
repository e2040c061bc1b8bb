import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds, with the TypeScript compiler (syntax and type checker), every message the server can put
 * in an error envelope or otherwise sends translated, so a test can hold them against the message catalogue
 * (packages/shared/src/i18n/messages/en.json).
 *
 * Where messages are raised (the "sinks"):
 * - `new AppError(code, message, fields?)`: the message and every value of the fields object;
 * - an object literal with both `message` and `code` (the envelope the error handler and a few routes
 *   send, and zod's `ctx.addIssue({ code, message })`): its `message` and its `fields` values;
 * - besides errors, the other texts the server sends in the request's language: a notification (an
 *   object literal with `kind`, `title` and `message`, the message maybe a function wording it) and
 *   the first argument of any `localize(text, language)` call;
 * - a zod call's `params` argument (`.min(1, 'msg')`, `z.string({ error: 'msg' })`, `.refine(fn,
 *   { message })`, `addIssue('msg')`), recognised by the declaration in zod's own types.
 *
 * What a sink's expression can be is worked out from the source: string literals, template literals
 * (`${x}` whose value is unknown becomes a hole: a `{placeholder}` in the catalogue), `+`, `?:`,
 * `??`/`||`, constants and `as const` objects (followed to their initializer, or read from a literal
 * type), calls to our own functions (their returned expressions, with the arguments bound), and the
 * parameters of helpers such as notFound(what), forbidden(message = '…'), badRequest(message, fields)
 * or a local `bad(message)`: those are followed to every call of the helper, so notFound('Business')
 * gives "Business not found.".
 *
 * Limits: a helper that is passed around as a value (not called by name) has no call sites to follow;
 * a message read from data (the database, a gateway's answer, an exception's text) can only be a
 * hole; such wholly dynamic messages are reported apart (`dynamic`), so the test lists them on
 * purpose. Messages assembled in loops or by array joins give holes too. zod's own default messages
 * (no `params` given) are not ours and not found here.
 */

export type Part = string | { hole: string };
export interface FoundMessage {
  parts: Part[];
  /** Where the sink is: 'apps/server/src/…/file.ts:line'. */
  at: string;
}

const HOLE_LIMIT = 40; // alternatives per expression before we give up and call it a hole
const DEPTH_LIMIT = 6; // helper-in-helper levels followed to their call sites

class Unbound {
  readonly fn: ts.SignatureDeclaration;
  constructor(fn: ts.SignatureDeclaration) {
    this.fn = fn;
  }
}

type Env = ReadonlyMap<ts.Symbol, ts.Expression | undefined>;

const listSources = (root: string, dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });

const holeName = (expr: ts.Node): string => {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  if (ts.isCallExpression(expr)) return holeName(expr.expression);
  if (ts.isElementAccessExpression(expr)) return holeName(expr.expression);
  return 'value';
};

/** Every concatenation of one alternative from each list (each a list of parts). */
const product = (lists: Part[][][]): Part[][] =>
  lists.reduce<Part[][]>((acc, alts) => acc.flatMap((a) => alts.map((b) => [...a, ...b])), [[]]);

const isStringish = (type: ts.Type): boolean =>
  type.isUnion()
    ? type.types.every((t) => isStringish(t) || (t.flags & ts.TypeFlags.Undefined) !== 0)
    : (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any)) !== 0;

export function scanServerMessages(
  repoRoot: string,
  dirs: string[],
): {
  messages: FoundMessage[];
  dynamic: FoundMessage[];
} {
  const files = dirs.flatMap((dir) => listSources(repoRoot, dir)).map((f) => join(repoRoot, f));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    types: ['node'],
    jsx: ts.JsxEmit.ReactJSX,
    baseUrl: join(repoRoot, 'apps/server'),
    paths: { '@/*': ['./src/*'] },
  });
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((f) => files.includes(f.fileName));

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  /** The function a callee names, when it is ours (declared in a scanned file). */
  const functionOf = (callee: ts.Expression): ts.SignatureDeclaration | undefined => {
    const target = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
    const decl = symbolOf(target)?.valueDeclaration;
    if (!decl || !files.includes(decl.getSourceFile().fileName)) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) {
      const init = skipOuter(decl.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };

  // Calls by the function they call, indexed once by name and resolved on demand.
  const callsByName = new Map<string, ts.CallExpression[]>();
  const assignmentsByName = new Map<string, ts.PropertyAssignment[]>();
  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name))
        assignmentsByName.set(node.name.text, [...(assignmentsByName.get(node.name.text) ?? []), node]);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined;
        if (name) callsByName.set(name, [...(callsByName.get(name) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const constObject = (node: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    const decl = symbolOf(skipOuter(node))?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return undefined;
    const init = skipOuter(decl.initializer);
    return ts.isObjectLiteralExpression(init) ? init : undefined;
  };
  const callsOf = (fn: ts.SignatureDeclaration): ts.CallExpression[] => {
    const name = fn.name
      ? fn.name.getText()
      : ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent)
        ? fn.parent.name.getText()
        : undefined;
    return name ? (callsByName.get(name) ?? []).filter((c) => functionOf(c.expression) === fn) : [];
  };

  const returnsOf = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  /** The alternatives a string expression can have; throws Unbound for a parameter not yet bound. */
  const valuesOf = (node: ts.Expression, env: Env): Part[][] => {
    const expr = skipOuter(node);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr))
      return [[expr.text]];
    if (ts.isTemplateExpression(expr))
      return capped(
        product([
          [[expr.head.text]],
          ...expr.templateSpans.flatMap((span) => [valuesOf(span.expression, env), [[span.literal.text]]]),
        ]),
        expr,
      );
    if (ts.isConditionalExpression(expr))
      return [...valuesOf(expr.whenTrue, env), ...valuesOf(expr.whenFalse, env)];
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken)
        return capped(product([valuesOf(expr.left, env), valuesOf(expr.right, env)]), expr);
      if (
        op === ts.SyntaxKind.QuestionQuestionToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.AmpersandAmpersandToken
      )
        return [...valuesOf(expr.left, env), ...valuesOf(expr.right, env)];
    }
    if (expr.kind === ts.SyntaxKind.UndefinedKeyword || expr.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isIdentifier(expr) && expr.text === 'undefined') return [];
    if (ts.isCallExpression(expr)) {
      const fn = functionOf(expr.expression);
      if (fn) {
        const bound = new Map(env);
        fn.parameters.forEach((p, i) => {
          const symbol = checker.getSymbolAtLocation(p.name);
          if (symbol) bound.set(symbol, expr.arguments[i]);
        });
        const returns = returnsOf(fn);
        if (returns.length) return returns.flatMap((r) => valuesOf(r, bound));
      }
    }
    if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
      if (ts.isElementAccessExpression(expr)) {
        // TEXTS[key] on a constant object: the entry named, or any of its entries.
        const table = constObject(expr.expression);
        if (table) {
          const key = skipOuter(expr.argumentExpression);
          const entries = table.properties.filter(ts.isPropertyAssignment);
          const named = entries.filter(
            (p) => ts.isStringLiteral(key) && p.name.getText().replace(/['"]/g, '') === key.text,
          );
          return (named.length ? named : entries).flatMap((p) => valuesOf(p.initializer, env));
        }
      }
      const target = ts.isPropertyAccessExpression(expr) ? expr.name : expr;
      const symbol = ts.isElementAccessExpression(expr) ? undefined : symbolOf(target);
      const decl = symbol?.valueDeclaration;
      if (symbol && decl && ts.isPropertySignature(decl) && files.includes(decl.getSourceFile().fileName)) {
        // A field of one of our interfaces: the values the object literals of that type give it.
        const given = (assignmentsByName.get(symbol.name) ?? []).filter(
          (p) => checker.getContextualType(p.parent)?.getProperty(symbol.name) === symbol,
        );
        if (given.length) return given.flatMap((p) => valuesOf(p.initializer, env));
      }
      if (symbol && decl && ts.isParameter(decl)) {
        if (env.has(symbol)) {
          const arg = env.get(symbol);
          if (arg) return valuesOf(arg, env);
          return decl.initializer ? valuesOf(decl.initializer, env) : [];
        }
        if (files.includes(decl.getSourceFile().fileName) && callsOf(decl.parent).length)
          throw new Unbound(decl.parent);
        return [[{ hole: holeName(expr) }]];
      }
      if (
        decl &&
        (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) &&
        decl.initializer &&
        files.includes(decl.getSourceFile().fileName) &&
        (!ts.isVariableDeclaration(decl) || ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const)
      ) {
        const init = skipOuter(decl.initializer);
        if (
          !ts.isArrowFunction(init) &&
          !ts.isFunctionExpression(init) &&
          !ts.isObjectLiteralExpression(init)
        )
          return valuesOf(init, env);
      }
      if (decl && ts.isShorthandPropertyAssignment(decl)) {
        const value = checker.getShorthandAssignmentValueSymbol(decl)?.valueDeclaration;
        if (value && ts.isVariableDeclaration(value) && value.initializer)
          return valuesOf(value.initializer, env);
      }
    }
    // Anything else: what its type says (a literal or a union of literals), or a hole.
    const type = checker.getTypeAtLocation(expr);
    const literals = (type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral());
    if (literals.length && literals.length === (type.isUnion() ? type.types.length : 1))
      return literals.map((t) => [(t as ts.StringLiteralType).value]);
    return [[{ hole: holeName(expr) }]];
  };
  const capped = (alts: Part[][], at: ts.Node): Part[][] =>
    alts.length > HOLE_LIMIT ? [[{ hole: holeName(at) }]] : alts;

  type Mode = 'message' | 'fields' | 'zod';
  /** The messages a sink's argument gives, by what kind of argument it is. */
  const messagesOf = (node: ts.Expression | undefined, mode: Mode, env: Env): Part[][] => {
    if (!node) return [];
    const expr = skipOuter(node);
    if (mode === 'message') return valuesOf(expr, env);
    if (ts.isConditionalExpression(expr))
      return [...messagesOf(expr.whenTrue, mode, env), ...messagesOf(expr.whenFalse, mode, env)];
    if (ts.isObjectLiteralExpression(expr)) {
      return expr.properties.flatMap((p) => {
        if (ts.isSpreadAssignment(p)) return messagesOf(p.expression, mode, env);
        const name = p.name && ts.isIdentifier(p.name) ? p.name.text : undefined;
        if (mode === 'zod' && name !== 'error' && name !== 'message') return [];
        const value = ts.isPropertyAssignment(p)
          ? p.initializer
          : ts.isShorthandPropertyAssignment(p)
            ? p.name
            : undefined;
        if (!value) return [];
        const inner = skipOuter(value);
        if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner))
          return returnsOf(inner).flatMap((r) => valuesOf(r, env));
        return isStringish(checker.getTypeAtLocation(inner)) ? valuesOf(inner, env) : [];
      });
    }
    if (ts.isIdentifier(expr)) {
      const symbol = symbolOf(expr);
      const decl = symbol?.valueDeclaration;
      if (symbol && decl && ts.isParameter(decl)) {
        if (env.has(symbol)) return messagesOf(env.get(symbol) ?? decl.initializer, mode, env);
        if (callsOf(decl.parent).length) throw new Unbound(decl.parent);
      }
      if (
        decl &&
        ts.isVariableDeclaration(decl) &&
        decl.initializer &&
        !isStringish(checker.getTypeAtLocation(expr))
      )
        return messagesOf(decl.initializer, mode, env);
    }
    if (expr.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(expr) && expr.text === 'undefined'))
      return [];
    if (mode === 'zod') return isStringish(checker.getTypeAtLocation(expr)) ? valuesOf(expr, env) : [];
    return [[{ hole: holeName(expr) }]]; // a fields object built at run time
  };

  const messages: FoundMessage[] = [];
  const dynamic: FoundMessage[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${relative(repoRoot, file.fileName)}:${line}`;
  };
  const sink = (
    node: ts.Expression | undefined,
    mode: Mode,
    env: Env = new Map(),
    depth = 0,
    via = '',
  ): void => {
    if (!node) return;
    let alternatives: Part[][];
    try {
      alternatives = messagesOf(node, mode, env);
    } catch (e) {
      if (!(e instanceof Unbound)) throw e;
      if (depth >= DEPTH_LIMIT)
        return void dynamic.push({ parts: [{ hole: holeName(node) }], at: where(node) + via });
      for (const call of callsOf(e.fn)) {
        const bound = new Map(env);
        e.fn.parameters.forEach((p, i) => {
          const symbol = checker.getSymbolAtLocation(p.name);
          if (symbol) bound.set(symbol, call.arguments[i]);
        });
        sink(node, mode, bound, depth + 1, `${via} ← ${where(call)}`);
      }
      return;
    }
    for (const parts of alternatives) {
      const found = { parts, at: where(node) + via };
      (parts.every((p) => typeof p !== 'string' || !p.trim()) ? dynamic : messages).push(found);
    }
  };

  const isAppError = (expr: ts.Expression) => {
    const decl = symbolOf(expr)?.valueDeclaration;
    return !!decl && ts.isClassDeclaration(decl) && decl.name?.text === 'AppError';
  };
  const zodParam = (call: ts.CallExpression, index: number): boolean => {
    const decl = checker.getResolvedSignature(call)?.getDeclaration();
    if (!decl || !/[\\/]node_modules[\\/]zod[\\/]/.test(decl.getSourceFile().fileName)) return false;
    const param = decl.parameters[Math.min(index, decl.parameters.length - 1)];
    const name = param && ts.isIdentifier(param.name) ? param.name.text : '';
    return (
      /^_?params$/.test(name) ||
      (name === 'arg' &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'addIssue')
    );
  };
  // The names of zod's functions and methods that take messages: only calls by those names are
  // resolved (resolving every call of the server, drizzle's included, doubles the scan's time).
  const zodNames = new Set<string>();
  for (const file of program.getSourceFiles()) {
    if (!/[\\/]node_modules[\\/]zod[\\/]/.test(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isFunctionLike(node) &&
        node.name &&
        node.parameters.some((p) => ts.isIdentifier(p.name) && /^(_?params|arg)$/.test(p.name.text))
      )
        zodNames.add(node.name.getText(file).replace(/^_/, ''));
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const calleeName = (call: ts.CallExpression) =>
    ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : ts.isIdentifier(call.expression)
        ? call.expression.text
        : '';
  const mayBeZod = (call: ts.CallExpression) =>
    zodNames.has(calleeName(call)) &&
    call.arguments.some((a) => {
      const arg = skipOuter(a);
      return !ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg) && !ts.isNumericLiteral(arg);
    });

  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && isAppError(node.expression)) {
        sink(node.arguments?.[1], 'message');
        sink(node.arguments?.[2], 'fields');
      } else if (ts.isObjectLiteralExpression(node)) {
        const props = new Map(
          node.properties
            .filter(ts.isPropertyAssignment)
            .filter((p) => ts.isIdentifier(p.name))
            .map((p) => [(p.name as ts.Identifier).text, p.initializer]),
        );
        for (const p of node.properties)
          if (ts.isShorthandPropertyAssignment(p)) props.set(p.name.text, p.name);
        if (props.has('message') && props.has('code')) {
          sink(props.get('message'), 'message');
          sink(props.get('fields'), 'fields');
        }
        // A notification (the staff bell's and the customer's: kind, title, message): its title and
        // its message, or what the function that words the message returns.
        const title = props.get('title');
        if (
          props.has('kind') &&
          title &&
          props.has('message') &&
          isStringish(checker.getTypeAtLocation(title))
        ) {
          sink(title, 'message');
          const message = props.get('message');
          const inner = message && skipOuter(message);
          const worded = inner && (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner));
          for (const m of worded ? returnsOf(inner) : [message]) sink(m, 'message');
        }
      } else if (ts.isCallExpression(node) && calleeName(node) === 'localize') {
        // Any other text translated for a request (i18n/messages.ts): a route's answer, a redirect's.
        sink(node.arguments[0], 'message');
      } else if (ts.isCallExpression(node) && mayBeZod(node)) {
        node.arguments.forEach((arg, i) => {
          const inner = skipOuter(arg);
          if (
            ts.isObjectLiteralExpression(inner) &&
            inner.properties.some((p) => p.name && /^(message|code)$/.test(p.name.getText())) &&
            inner.properties.some((p) => p.name?.getText() === 'code')
          )
            return; // an issue object: found as an object literal above
          if (zodParam(node, i)) sink(arg, 'zod');
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages, dynamic };
}

function skipOuter(node: ts.Expression): ts.Expression {
  let expr = node;
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isTypeAssertionExpression(expr)
  )
    expr = expr.expression;
  return expr;
}
