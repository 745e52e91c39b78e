import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Where every call that builds a value starts; functions are left alone, they run later. */
function callStarts(node: Node, starts: Set<number>): void {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) callStarts(child, starts);
    }
  }
}

/** The initial values of a module's top-level `const`s (exported or not). */
function topLevelInits(program: { body: unknown[] }): Node[] {
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration = (statement as { declaration?: unknown }).declaration ?? statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of (declaration as unknown as { declarations: { init?: unknown }[] })
      .declarations) {
      if (isNode(declarator.init)) inits.push(declarator.init);
    }
  }
  return inits;
}

interface CallNode extends Node {
  end: number;
  callee: { type: string; name?: string };
  arguments: (Node & { end: number })[];
}

/** Every `defineCall(path, request, response)` in a module, outermost first. */
function defineCalls(node: Node, found: CallNode[]): void {
  const call = node as CallNode;
  if (
    node.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.name === 'defineCall' &&
    call.arguments.length === 3
  ) {
    found.push(call);
    return;
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) defineCalls(child, found);
    }
  }
}

/**
 * `defineCall(path, request, response)` written as the object it returns, so that Rollup sees which
 * of the three properties a page reads.
 */
function inlineDefineCalls(code: string, program: Node): string {
  const found: CallNode[] = [];
  defineCalls(program, found);
  let inlined = code;
  for (const call of found.sort((a, b) => b.start - a.start)) {
    const [path, request, response] = call.arguments.map((arg) => code.slice(arg.start, arg.end));
    inlined = `${inlined.slice(0, call.start)}{ path: ${path}, request: ${request}, response: ${response} }${inlined.slice(call.end)}`;
  }
  return inlined;
}

/**
 * The domain's contract modules only declare: each top-level constant is a zod schema or a call
 * object built from schemas. Writing each call as a plain object and marking the schema builders
 * pure lets the bundle drop every schema a page does not read, so a page that reads a call's path
 * carries no zod. (Rollup cannot see that by itself: zod's builders write to the objects they
 * create.)
 */
export function pureContracts(): Plugin {
  return {
    name: 'cdesk-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(source, id) {
      if (!/\/packages\/domain\/src\/contracts\/.*\.[jt]s$/.test(id)) return null;
      const code = inlineDefineCalls(source, this.parse(source) as unknown as Node);
      const starts = new Set<number>();
      for (const init of topLevelInits(this.parse(code) as { body: unknown[] })) {
        callStarts(init, starts);
      }
      if (starts.size === 0 && code === source) return null;
      let annotated = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`;
      }
      return { code: annotated, map: null };
    },
  };
}
