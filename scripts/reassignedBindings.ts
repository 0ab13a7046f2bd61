// Which top-level bindings of a module are assigned inside a function. The script-tag chunks read
// the entry's exports once, when they run (scripts/classicScript.ts); that equals an ES live
// binding only for a binding that no later call reassigns, so the build checks it here.
// Assignments at the top level itself run while the entry evaluates, before any chunk, so they
// do not count. Scope-aware: an inner declaration of the same name (minified code reuses short
// names everywhere) shadows the top-level one.

interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  !!value && typeof value === 'object' && typeof (value as AstNode).type === 'string';

function children(node: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

/** The names a binding pattern (or assignment target) declares. */
function patternNames(pattern: unknown, out: string[] = []): string[] {
  if (!isNode(pattern)) return out;
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern.name as string);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
      }
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements as unknown[]) patternNames(element, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, out);
      break;
  }
  return out;
}

/** let, const, class and (block-scoped in strict code) function declarations directly in `body`. */
function lexicalNames(body: unknown[]): string[] {
  const out: string[] = [];
  for (const statement of body) {
    if (!isNode(statement)) continue;
    if (statement.type === 'VariableDeclaration' && statement.kind !== 'var') {
      for (const d of statement.declarations as AstNode[]) patternNames(d.id, out);
    }
    if (
      (statement.type === 'ClassDeclaration' || statement.type === 'FunctionDeclaration') &&
      isNode(statement.id)
    ) {
      out.push(statement.id.name as string);
    }
  }
  return out;
}

/** `var` declarations of a function body, not entering nested functions or classes. */
function varNames(node: AstNode, out: string[] = []): string[] {
  for (const child of children(node)) {
    if (/Function|Class/.test(child.type)) continue;
    if (child.type === 'VariableDeclaration' && child.kind === 'var') {
      for (const d of child.declarations as AstNode[]) patternNames(d.id, out);
    }
    varNames(child, out);
  }
  return out;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

export function reassignedInFunctions(program: unknown, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const shadowed = (name: string, scopes: Set<string>[]) => scopes.some((s) => s.has(name));
  const assigned = (targets: string[], scopes: Set<string>[], inFunction: boolean) => {
    if (!inFunction) return;
    for (const name of targets) {
      if (names.has(name) && !shadowed(name, scopes)) found.add(name);
    }
  };

  const visit = (node: AstNode, scopes: Set<string>[], inFunction: boolean): void => {
    let inner = scopes;
    if (FUNCTIONS.has(node.type)) {
      const declared = new Set<string>();
      for (const param of node.params as unknown[]) {
        for (const name of patternNames(param)) declared.add(name);
      }
      if (node.type === 'FunctionExpression' && isNode(node.id)) {
        declared.add(node.id.name as string);
      }
      const body = node.body as AstNode;
      if (body.type === 'BlockStatement') {
        for (const name of varNames(body)) declared.add(name);
        for (const name of lexicalNames(body.body as unknown[])) declared.add(name);
      }
      declared.add('arguments');
      inner = [...scopes, declared];
      for (const param of node.params as AstNode[]) visit(param, inner, true);
      // The body's own block is the function scope: visit its statements directly.
      for (const child of body.type === 'BlockStatement' ? (body.body as AstNode[]) : [body]) {
        visit(child, inner, true);
      }
      return;
    }
    if (node.type === 'BlockStatement' || node.type === 'StaticBlock') {
      inner = [...scopes, new Set(lexicalNames(node.body as unknown[]))];
    } else if (node.type === 'SwitchStatement') {
      const body = (node.cases as AstNode[]).flatMap((c) => c.consequent as unknown[]);
      inner = [...scopes, new Set(lexicalNames(body))];
    } else if (/^For(In|Of)?Statement$/.test(node.type)) {
      const head = (node.init ?? node.left) as AstNode | null;
      if (head?.type === 'VariableDeclaration' && head.kind !== 'var') {
        inner = [...scopes, new Set(lexicalNames([head]))];
      } else if (head && node.type !== 'ForStatement') {
        assigned(patternNames(head), scopes, inFunction);
      }
    } else if (node.type === 'CatchClause') {
      inner = [...scopes, new Set(patternNames(node.param))];
    } else if (node.type === 'ClassExpression' && isNode(node.id)) {
      inner = [...scopes, new Set([node.id.name as string])];
    } else if (node.type === 'AssignmentExpression') {
      assigned(patternNames(node.left), scopes, inFunction);
    } else if (node.type === 'UpdateExpression') {
      assigned(patternNames(node.argument), scopes, inFunction);
    }
    for (const child of children(node)) visit(child, inner, inFunction);
  };

  visit(program as AstNode, [], false);
  return found;
}
