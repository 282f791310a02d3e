import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per match: what a match list shows without replaying anything. */
@Entity('match_summaries')
export class MatchSummaryEntity {
  @PrimaryColumn('uuid', { name: 'match_id' })
  matchId!: string;

  @Column('text', { name: 'ruleset_id' })
  rulesetId!: string;

  @Column('text', { name: 'ruleset_version' })
  rulesetVersion!: string;

  @Column('jsonb')
  players!: Array<{ side: string; name: string; playerId?: string | null }>;

  @Column('text')
  status!: 'in_progress' | 'finished';

  @Column('text', { nullable: true })
  winner!: string | null;

  @Column('boolean', { default: false })
  draw!: boolean;

  @Column('text', { nullable: true })
  reason!: string | null;

  /** The engine's outcome per side: result and named scores. */
  @Column('jsonb')
  sides!: Array<{ side: string; result: string | null; scores: Record<string, number> }>;

  @Column('text', { name: 'pending_prompt' })
  pendingPrompt!: string;

  @Column('int', { name: 'event_count' })
  eventCount!: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  /** The organiser's account, if the match has one. */
  @Column('uuid', { name: 'organiser_id', nullable: true })
  organiserId!: string | null;

  /** Unpublished matches are listed only to their organiser. */
  @Column('boolean', { default: true })
  published!: boolean;

  /** Global position of the last event folded into this row. */
  @Column('bigint', { name: 'last_position' })
  lastPosition!: string;
}
