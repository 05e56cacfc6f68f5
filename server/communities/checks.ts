import type { FieldError } from '../http/errors';

/**
 * Community curation checks, as InvenioRDM v13's metadata check runs them: a community's
 * rules are evaluated against a draft that is addressed to it, and every failed rule becomes
 * an entry of the draft's `errors` with the rule's `severity` and `description`. Only
 * `error` entries refuse publish, submit and accept. The rule format is InvenioRDM's (rules
 * of `field`, `comparison`, `logical` and `list` expressions); a community stores its rules
 * in `checks` (InvenioRDM keeps them in a check configuration table).
 */

export type CheckLevel = 'error' | 'warning' | 'info';

export type CheckExpression =
  | { type: 'field'; path: string }
  | { type: 'comparison'; left: CheckExpression; operator: ComparisonOperator; right: unknown }
  | { type: 'logical'; operator: 'and' | 'or'; expressions: CheckExpression[] }
  | { type: 'list'; operator: 'exists' | 'any' | 'all'; path: string; predicate?: CheckExpression };

export type ComparisonOperator =
  '==' | '!=' | '~=' | '!~=' | '^=' | '!^=' | '$=' | '!$=' | 'in' | 'not in' | 'min' | 'max';

export interface CheckRule {
  id: string;
  title: string;
  message: string;
  description?: string;
  level: CheckLevel;
  /** The rule applies only where the condition holds. */
  condition?: CheckExpression;
  checks: CheckExpression[];
  /** The field the entries name, instead of each check's own path. */
  error_path?: string;
}

interface Outcome {
  success: boolean;
  path?: string;
  value?: unknown;
}

const MISSING = Symbol('missing');

/** The value at a dotted path (list positions as numbers), or MISSING. */
const valueAt = (source: unknown, path: string): unknown => {
  let node: unknown = source;
  for (const part of path.split('.')) {
    if (Array.isArray(node) && /^\d+$/.test(part)) node = node[Number(part)];
    else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      node = Object.prototype.hasOwnProperty.call(node, part)
        ? (node as Record<string, unknown>)[part]
        : MISSING;
    } else return MISSING;
    if (node === undefined) return MISSING;
  }
  return node;
};

const contains = (container: unknown, item: unknown): boolean => {
  if (typeof container === 'string') return typeof item === 'string' && container.includes(item);
  if (Array.isArray(container)) return container.some((entry) => sameValue(entry, item));
  if (container !== null && typeof container === 'object') {
    return typeof item === 'string' && Object.prototype.hasOwnProperty.call(container, item);
  }
  return false;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Length of a text, count of a list, a number itself; null for anything else. */
const measure = (value: unknown): number | null => {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return typeof value === 'number' ? value : null;
};

const compare = (value: unknown, operator: ComparisonOperator, right: unknown): boolean => {
  const text = typeof value === 'string' ? value : null;
  switch (operator) {
    case '==':
      return sameValue(value, right);
    case '!=':
      return !sameValue(value, right);
    case '~=':
      return contains(value, right);
    case '!~=':
      return (typeof value === 'string' || typeof value === 'object') && !contains(value, right);
    case 'in':
      return contains(right, value);
    case 'not in':
      return (typeof right === 'string' || typeof right === 'object') && !contains(right, value);
    case '^=':
      return text !== null && typeof right === 'string' && text.startsWith(right);
    case '!^=':
      return text !== null && typeof right === 'string' && !text.startsWith(right);
    case '$=':
      return text !== null && typeof right === 'string' && text.endsWith(right);
    case '!$=':
      return text !== null && typeof right === 'string' && !text.endsWith(right);
    case 'min':
    case 'max': {
      const size = measure(value);
      if (size === null || typeof right !== 'number') return false;
      return operator === 'min' ? size >= right : size <= right;
    }
  }
};

const evaluate = (expression: CheckExpression, source: unknown): Outcome => {
  switch (expression.type) {
    case 'field': {
      const value = valueAt(source, expression.path);
      return { success: value !== MISSING, path: expression.path, value };
    }
    case 'comparison': {
      const left = evaluate(expression.left, source);
      if (!left.success) return left;
      return { ...left, success: compare(left.value, expression.operator, expression.right) };
    }
    case 'logical': {
      // Every operand is evaluated, as InvenioRDM does; a logical result names no field.
      const results = expression.expressions.map((operand) => evaluate(operand, source));
      const passed = results.filter((result) => result.success).length;
      return { success: expression.operator === 'and' ? passed === results.length : passed > 0 };
    }
    case 'list': {
      const items = valueAt(source, expression.path);
      const path = expression.path;
      if (!Array.isArray(items)) return { success: false, path };
      if (expression.operator === 'exists') return { success: items.length > 0, path };
      const { predicate } = expression;
      const matches = items.map((item) => !!predicate && evaluate(predicate, item).success);
      const success =
        expression.operator === 'any'
          ? matches.some(Boolean)
          : items.length === 0 || matches.every(Boolean);
      return { success, path };
    }
  }
};

/** The `errors` entries of one rule on a record: one per check when the rule failed. */
const ruleErrors = (rule: CheckRule, record: unknown): FieldError[] => {
  if (rule.condition && !evaluate(rule.condition, record).success) return [];
  const outcomes = rule.checks.map((check) => evaluate(check, record));
  if (outcomes.every((outcome) => outcome.success)) return [];
  return outcomes.map((outcome) => ({
    field: rule.error_path ?? outcome.path ?? '',
    messages: [rule.message],
    description: rule.description ?? '',
    severity: rule.level,
  }));
};

/** Every entry the rules give a record (the draft as the API shows it: metadata, files…). */
export const runChecks = (rules: readonly CheckRule[], record: unknown): FieldError[] =>
  rules.flatMap((rule) => ruleErrors(rule, record));

/** The entries that refuse publish, submit and accept. */
export const blockingChecks = (errors: readonly FieldError[]): FieldError[] =>
  errors.filter((entry) => entry.severity === 'error');
