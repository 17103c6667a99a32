import { graphql } from '../../gql';

/** A fresh access token of this session, for scripts (the API page's copy button). */
export const gqlTokenQuery = graphql(`
  query gqlToken {
    gqlToken
  }
`);
