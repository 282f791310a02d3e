import { graphql } from '../../../gql';

/** An API key as the page lists it: never the key itself, which only createApiKey's answer holds. */
export const ApiKeyFields = graphql(`
  fragment AccountApiKey on ApiKey {
    id
    name
    prefix
    scope
    status
    createdAt
    expiresAt
    revokedAt
    lastUsedAt
  }
`);

export const AccountApiKeys = graphql(`
  query AccountApiKeys($after: String) {
    apiKeys(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AccountApiKey
        }
      }
    }
  }
`);

export const AccountCreateApiKey = graphql(`
  mutation AccountCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        ...AccountApiKey
      }
    }
  }
`);

export const AccountRevokeApiKey = graphql(`
  mutation AccountRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...AccountApiKey
    }
  }
`);
