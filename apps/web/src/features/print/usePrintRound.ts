import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { PrintRoundQuery } from './api/documents';

/** The competition and round a print sheet is of, from its address (/console/events/:id/print/…/:round). */
export function usePrintRound() {
  const { id = '', round: roundParam = '' } = useParams();
  const number = Number(roundParam);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: PrintRoundQuery, variables: { id } });
  const competition = data?.competition ?? null;
  const round = competition?.rounds.find((r) => r.round === number) ?? null;
  return { id, number, competition, round, error, fetching, retry: () => reexecute({ requestPolicy: 'network-only' }) };
}

/**
 * The named game scores a slip has boxes for: the competition's primary score when it is one of
 * the game's (not tournament points) and its secondary scores, without derived ones ("margin:…").
 */
export function slipScores(scoring: unknown): string[] {
  if (!scoring || typeof scoring !== 'object') return [];
  const s = scoring as { primary?: unknown; secondary?: unknown };
  const names = [s.primary, ...(Array.isArray(s.secondary) ? (s.secondary as unknown[]) : [])];
  const out: string[] = [];
  for (const n of names) if (typeof n === 'string' && n && n !== 'points' && !n.includes(':') && !out.includes(n)) out.push(n);
  return out;
}
