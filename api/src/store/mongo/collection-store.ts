import type { Connection, Model, Schema } from 'mongoose';
import { toEntity } from './connection';

/** How an entity with a UUID `id` is stored: the id as `_id`, every other field as it is. */
export type StoredAs<TEntity extends { id: string }> = Omit<TEntity, 'id'> & { _id: string };

/** An adapter over one collection: its model, registered on the connection under `name`. */
export abstract class MongoCollectionStore<TRecord> {
  readonly model: Model<TRecord>;

  constructor(conn: Connection, name: string, schema: Schema<TRecord>) {
    this.model = conn.model<TRecord>(name, schema);
  }
}

/**
 * An adapter whose documents are its entities as they are stored (StoredAs): create() writes a
 * new one, the schema filling the id and defaults, and answers it as the entity.
 */
export abstract class MongoEntityStore<TEntity extends { id: string }, TNew extends Partial<StoredAs<TEntity>>> extends MongoCollectionStore<StoredAs<TEntity>> {
  async create(input: TNew): Promise<TEntity> {
    const doc = await this.model.create(input);
    return toEntity<TEntity>(doc.toObject());
  }
}
