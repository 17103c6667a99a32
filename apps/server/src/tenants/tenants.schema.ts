// Operations of this domain are registered here (see graphql/schema.ts).
export {};
