/**
 * The startup benchmark's baseline: a bare Apollo server with a one-field schema, started the
 * way the API is (a Node.js process that prints its URL once it listens).
 */
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

async function main(): Promise<void> {
  const server = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hello' } } });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  console.log(`GraphQL API: ${url.replace(/\/$/, '')}/graphql`);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
