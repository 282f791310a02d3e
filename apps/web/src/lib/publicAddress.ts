import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { PublicUrlSource } from '../gql/graphql';

const ServerAddressQuery = graphql(`
  query ServerAddress {
    server {
      publicUrl
      publicUrlSource
    }
  }
`);

/** Host names and addresses that mean "this device": a link to them opens nothing on a player's phone. */
export function isLoopback(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/**
 * The origin players' links are built from (invitations, QR codes, printouts, the projector's join
 * code, share links): PUBLIC_URL when the operator set it; else the address this page was opened
 * at, when that is not this computer's own (an organiser at http://192.168.1.20:3000 or behind a
 * proxy reached it by an address others can use too); else the server's own network address.
 * Never localhost when anything better is known.
 */
export function linkOrigin(server: { publicUrl: string; publicUrlSource: PublicUrlSource } | null, pageOrigin: string): string {
  if (server?.publicUrlSource === 'CONFIGURED') return server.publicUrl;
  if (!isLoopback(pageOrigin) || !server) return pageOrigin;
  return server.publicUrl;
}

export interface PublicAddress {
  /** The origin to build players' links from (linkOrigin); null until the server has said. */
  origin: string | null;
  /** Whether those links would open this computer, not the server, on a player's phone. */
  loopback: boolean;
}

/**
 * The origin players' links are built from, as linkOrigin decides it from the server's `server`
 * field (asked once: it does not change while the server runs) and this page's address. Should the
 * server not answer, the page's own address.
 */
export function usePublicAddress(): PublicAddress {
  const [{ data, error }] = useQuery({ query: ServerAddressQuery });
  const server = data?.server ?? null;
  if (!server && !error) return { origin: null, loopback: false };
  const origin = linkOrigin(server, window.location.origin);
  return { origin, loopback: isLoopback(origin) };
}
