import type { DataSource, EntityManager } from 'typeorm';

/** The one lease all processors share: their batches are read and folded together. */
const LEASE = 'processors';
/** Takes the lease row ($1) for this instance ($2, for $3 seconds) when it is free, has run out, or is already its. */
const CLAIM = `UPDATE processor_leases SET owner = $2, lease_until = now() + make_interval(secs => $3)
  WHERE name = $1 AND (owner IS NULL OR owner = $2 OR lease_until < now()) RETURNING name`;

/**
 * Which instance runs the processors (`processor_leases`). The lease is sticky: its holder keeps
 * it while it lives, renewing it with every batch and on a heartbeat, and gives it up only when
 * it stops. Every other instance is a standby that tries again now and then, and gets the lease
 * once the holder let go or its lease ran out (the holder died or stalled). Nobody hands it over
 * per event: one instance runs every batch, so its kept streams stay warm and nobody's work is
 * repeated.
 */
export class ProcessorLease {
  /**
   * What this instance last heard: it holds the lease, or another does (a standby), or it has not
   * asked yet. A batch's fence is the final word.
   */
  status: 'unasked' | 'held' | 'standby' = 'unasked';
  private rowMade = false;

  constructor(
    private readonly dataSource: DataSource,
    readonly owner: string,
    readonly seconds: number,
  ) {}

  /** Takes the lease when it is free, has run out, or is already this instance's (renewing it). */
  async claim(): Promise<boolean> {
    if (!this.rowMade) {
      await this.dataSource.query('INSERT INTO processor_leases (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [LEASE]);
      this.rowMade = true;
    }
    const rows: unknown[] = await this.dataSource.query(`WITH claimed AS (${CLAIM}) SELECT name FROM claimed`, [
      LEASE,
      this.owner,
      this.seconds,
    ]);
    this.status = rows.length > 0 ? 'held' : 'standby';
    return this.status === 'held';
  }

  /** Lets go, so a standby takes over at once rather than when the lease runs out. */
  async release(): Promise<void> {
    this.status = 'unasked';
    await this.dataSource.query('UPDATE processor_leases SET owner = NULL, lease_until = NULL WHERE name = $1 AND owner = $2', [
      LEASE,
      this.owner,
    ]);
  }

  /**
   * The fence of a batch's transaction: claims the lease again (renewing it, or taking it if it
   * is free or has run out: nobody else can be committing then), moves the checkpoints and tells
   * every instance how far the processors have come (a NOTIFY, sent when the batch commits), in
   * one statement. False when another instance holds the lease: the batch must roll back.
   */
  async fence(em: EntityManager, checkpoints: Map<string, number>, notify: { channel: string; payload: string }): Promise<boolean> {
    const rows: Array<{ renewed: string | number }> = await em.query(
      `WITH renewed AS (${CLAIM}), moved AS (
         UPDATE projection_checkpoints AS c SET position = v.position, updated_at = now()
           FROM unnest($6::text[], $7::bigint[]) AS v(name, position) WHERE c.name = v.name
       )
       SELECT pg_notify($4, $5), (SELECT count(*) FROM renewed) AS renewed`,
      [LEASE, this.owner, this.seconds, notify.channel, notify.payload, [...checkpoints.keys()], [...checkpoints.values()]],
    );
    const renewed = Number(rows[0]?.renewed) > 0;
    this.status = renewed ? 'held' : 'standby';
    return renewed;
  }
}
