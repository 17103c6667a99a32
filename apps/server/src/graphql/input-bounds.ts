import {
  GraphQLError,
  TypeInfo,
  getNamedType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  BREAK,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  InputLimits,
  InputMessages,
  filterInputProblem,
  orderInputProblem,
  textInputProblem,
  type InputProblem,
} from '@vigil/contracts';

/**
 * Bounds every request's input before any work proportional to it is done: before execution, each
 * list's `where` / `order` (literal, variable or variable default) is measured against the filter
 * limits, the document's literal texts are checked, and the variables are walked once within a
 * budget, so neither GraphQL's coercion nor a service nor the SQL builder ever sees an input beyond
 * contracts' InputLimits. Every String input of the API gets InputLimits.textMax as its backstop,
 * and NUL or a lone surrogate anywhere is refused, once, here.
 */

/** A client error raised before execution: HTTP 400 whichever response type was asked for. */
export function badInputError(message: string, nodes?: readonly ASTNode[]): GraphQLError {
  return new GraphQLError(message, {
    ...(nodes ? { nodes } : {}),
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

interface Budget {
  values: number;
}

// Read once: the walk below runs per value of a request.
const { variableValuesMax, nestingMax, listMax } = InputLimits;

/** A problem found deep in a value; the path is collected on the way back up, only when one is found. */
interface Found {
  message: string;
  /** Innermost first. */
  reversedPath: (string | number)[];
}

function found(message: string): Found {
  return { message, reversedPath: [] };
}

/**
 * Walks a JSON value: texts, nesting, list lengths and the number of values, stopping at the first
 * limit passed. Anything that is not JSON (an uploaded file of a multipart request) is a leaf.
 */
function jsonProblem(value: unknown, level: number, budget: Budget): Found | null {
  if (++budget.values > variableValuesMax) return found(InputMessages.tooManyValues(variableValuesMax));
  if (typeof value === 'string') {
    const message = textInputProblem(value);
    return message ? found(message) : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const isList = Array.isArray(value);
  if (!isList && !isPlainObject(value)) return null;
  if (level > nestingMax) return found(InputMessages.nestedTooDeep(nestingMax));
  if (isList) {
    if (value.length > listMax) return found(InputMessages.listTooLong(listMax));
    for (let i = 0; i < value.length; i++) {
      const problem = jsonProblem(value[i], level + 1, budget);
      if (problem) return (problem.reversedPath.push(i), problem);
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const keyProblem = textInputProblem(key);
    const problem = keyProblem ? found(keyProblem) : jsonProblem(record[key], level + 1, budget);
    if (problem) return (problem.reversedPath.push(key), problem);
  }
  return null;
}

/** `or[3].name.eq`, shortened from the middle when a deep value makes it long. */
function pathText(reversedPath: (string | number)[]): string {
  let text = '';
  for (let i = reversedPath.length - 1; i >= 0; i--) {
    const segment = reversedPath[i];
    text += typeof segment === 'number' ? `[${segment}]` : text === '' ? segment : `.${segment}`;
  }
  return text.length > 80 ? `${text.slice(0, 38)}…${text.slice(-38)}` : text;
}

/** What is wrong with a request's variables, as a message naming the variable, or null. */
export function variablesProblem(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null || !isPlainObject(variables)) return null;
  const budget: Budget = { values: 0 };
  for (const name in variables) {
    if (!Object.hasOwn(variables, name)) continue;
    const problem = jsonProblem(variables[name], 1, budget);
    if (problem)
      return describe(
        { message: problem.message, path: pathText(problem.reversedPath) },
        `Variable "$${name}"`,
      );
  }
  return null;
}

function describe(problem: InputProblem, subject: string): string {
  return problem.path === ''
    ? `${subject}: ${problem.message}`
    : `${subject} at ${problem.path}: ${problem.message}`;
}

/**
 * The texts of a document's literals. Their nesting and list lengths need no check of their own:
 * armor's token limit bounds them, and validation refuses a nesting its types do not have.
 */
function literalsProblem(document: DocumentNode): GraphQLError | null {
  let problem: GraphQLError | null = null;
  visit(document, {
    StringValue(node) {
      const message = textInputProblem(node.value);
      if (!message) return undefined;
      problem = badInputError(message, [node]);
      return BREAK;
    },
  });
  return problem;
}

type ListInputKind = 'where' | 'order';

interface ListInputUse {
  kind: ListInputKind;
  /** `where` of `childTenants`, for the message. */
  label: string;
  value: ValueNode;
}

const kindsOfTypes = new WeakMap<GraphQLNamedType, ListInputKind | null>();

function isListOf(type: GraphQLInputType, named: GraphQLNamedType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) && getNamedType(inner) === named;
}

/**
 * The inputs of the one list mechanism, known by their shape (list.ts builds them): a filter has
 * `and` and `or` lists of itself; a sort input has only sort directions (list.ts's SortEnumType).
 */
function listInputKind(type: GraphQLNamedType): ListInputKind | null {
  const known = kindsOfTypes.get(type);
  if (known !== undefined) return known;
  let kind: ListInputKind | null = null;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const and = type.getFields().and;
    const or = type.getFields().or;
    if (and && or && isListOf(and.type, type) && isListOf(or.type, type)) kind = 'where';
    else if (
      fields.length > 0 &&
      fields.every((f) => {
        const named = getNamedType(f.type);
        return isEnumType(named) && named.name === 'SortEnumType';
      })
    )
      kind = 'order';
  }
  kindsOfTypes.set(type, kind);
  return kind;
}

/** Every place a document passes a list's where or order, literal or variable. */
function listInputUses(schema: GraphQLSchema, document: DocumentNode): ListInputUse[] {
  const uses: ListInputUse[] = [];
  const typeInfo = new TypeInfo(schema);
  const fieldName = () => typeInfo.getFieldDef()?.name ?? 'a field';
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const arg = typeInfo.getArgument();
        const kind = arg ? listInputKind(getNamedType(arg.type)) : null;
        if (!kind) return undefined;
        uses.push({ kind, label: `Argument "${node.name.value}" of "${fieldName()}"`, value: node.value });
        // Its own and/or are measured with it, not as filters of their own.
        return false;
      },
      ObjectField(node) {
        const type = typeInfo.getInputType();
        const kind = type ? listInputKind(getNamedType(type)) : null;
        if (!kind) return undefined;
        uses.push({ kind, label: `Field "${node.name.value}"`, value: node.value });
        return false;
      },
    }),
  );
  return uses;
}

interface DocumentFacts {
  literals: GraphQLError | null;
  listInputs: ListInputUse[];
}

/**
 * What a document's bounds depend on, once per parsed document (Yoga caches parsing, so a client
 * repeating a query reuses the same DocumentNode).
 */
const factsOfDocuments = new WeakMap<DocumentNode, DocumentFacts>();

function documentFacts(schema: GraphQLSchema, document: DocumentNode): DocumentFacts {
  let facts = factsOfDocuments.get(document);
  if (!facts) {
    const literals = literalsProblem(document);
    facts = { literals, listInputs: literals ? [] : listInputUses(schema, document) };
    factsOfDocuments.set(document, facts);
  }
  return facts;
}

/** The variables the operation runs with: those sent, then the defaults of the ones not sent. */
function effectiveVariables(
  document: DocumentNode,
  operationName: string | null | undefined,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const operation = getOperationAST(document, operationName);
  const withDefaults: Record<string, unknown> = { ...sent };
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && !Object.hasOwn(sent, name))
      withDefaults[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return withDefaults;
}

function listInputsProblem(uses: ListInputUse[], variables: Record<string, unknown>): GraphQLError | null {
  for (const use of uses) {
    const value = valueFromASTUntyped(use.value, variables);
    const problem = use.kind === 'where' ? filterInputProblem(value) : orderInputProblem(value);
    if (problem) return badInputError(describe(problem, use.label), [use.value]);
  }
  return null;
}

export function inputBoundsPlugin(): Plugin {
  return {
    // After parsing and validation (both bounded by armor's token limit, and cached) and before
    // execution coerces anything. The list inputs come first: refusing 34 000 "or" branches then
    // costs no more than finding the 51st, where the walk of all variables would visit each one.
    onExecute({ args, setResultAndStopExecution }) {
      const facts = documentFacts(args.schema, args.document);
      const sent = (args.variableValues ?? {}) as Record<string, unknown>;
      const listProblem =
        facts.literals ??
        (facts.listInputs.length === 0
          ? null
          : listInputsProblem(facts.listInputs, effectiveVariables(args.document, args.operationName, sent)));
      const problem = listProblem ?? variablesError(sent);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
  };
}

function variablesError(variables: Record<string, unknown>): GraphQLError | null {
  const problem = variablesProblem(variables);
  return problem ? badInputError(problem) : null;
}
