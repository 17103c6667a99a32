import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** An Int argument of an operation, wherever it sits in the arguments' input objects. */
export interface IntArgument {
  /** `Query.classifier.request.id`: the operation, then the argument and input fields down to it. */
  path: string;
  /** The path below the operation (`request.id`), as a case names it. */
  argPath: string;
  /** `[Int]` somewhere on the way: the case sends a list. */
  list: boolean;
  /** A field of a list's `where` (an Int comparison: eq, in, …), not a value of its own. */
  filter: boolean;
  /** Non-null where it sits: a call cannot leave it out. */
  required: boolean;
}

export interface OperationShape {
  /** `Query.classifier` */
  operation: string;
  kind: 'Query' | 'Mutation';
  name: string;
  intArguments: IntArgument[];
}

/** The comparison inputs of the list mechanism (graphql/list.ts): `{ eq, neq, in, nin, … }`. */
const isComparison = (type: GraphQLInputObjectType) => type.name.endsWith('OperationFilterInput');

function hasIntField(type: GraphQLInputObjectType): boolean {
  return Object.values(type.getFields()).some((f) => getNamedType(f.type).name === 'Int');
}

function walkInput(
  operation: string,
  argPath: string,
  type: GraphQLInputType,
  state: { list: boolean; filter: boolean; seen: readonly string[] },
  out: IntArgument[],
): void {
  let t = type;
  let list = state.list;
  const required = isNonNullType(type);
  for (;;) {
    if (isNonNullType(t)) t = t.ofType;
    else if (isListType(t)) {
      list = true;
      t = t.ofType;
    } else break;
  }
  if (isScalarType(t)) {
    if (t.name === 'Int')
      out.push({ path: `${operation}.${argPath}`, argPath, list, filter: state.filter, required });
    return;
  }
  if (!isInputObjectType(t)) return;
  if (isComparison(t)) {
    if (hasIntField(t)) out.push({ path: `${operation}.${argPath}`, argPath, list, filter: true, required });
    return;
  }
  // A filter's and/or repeat the filter itself: its fields are walked once, at the top.
  if (state.seen.includes(t.name)) return;
  for (const field of Object.values(t.getFields())) {
    walkInput(
      operation,
      `${argPath}.${field.name}`,
      field.type,
      { list, filter: state.filter, seen: [...state.seen, t.name] },
      out,
    );
  }
}

/** Every Query and Mutation field with every Int it takes, through input objects, in schema order. */
export function walkSchema(schema: GraphQLSchema): OperationShape[] {
  const shapes: OperationShape[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const kind = root.name === 'Mutation' ? 'Mutation' : 'Query';
    for (const field of Object.values(root.getFields())) {
      const operation = `${kind}.${field.name}`;
      const intArguments: IntArgument[] = [];
      for (const arg of field.args) {
        walkInput(
          operation,
          arg.name,
          arg.type,
          { list: false, filter: arg.name === 'where', seen: [] },
          intArguments,
        );
      }
      shapes.push({ operation, kind, name: field.name, intArguments });
    }
  }
  return shapes;
}
