import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How far each projection has read the global log; written in the same transaction as its rows. */
@Entity('projection_checkpoints')
export class ProjectionCheckpointEntity {
  @PrimaryColumn('text')
  name!: string;

  @Column('bigint')
  position!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
