// migrate-mongo ships no types: the part src/migrate.ts uses.
declare module 'migrate-mongo' {
  export const config: { set(config: object): void };
  export const database: { connect(): Promise<{ db: unknown; client: { close(): Promise<void> } }> };
  export function up(db: unknown, client: unknown): Promise<string[]>;
  export function down(db: unknown, client: unknown): Promise<string[]>;
  export function status(db: unknown): Promise<{ fileName: string; appliedAt: string | Date }[]>;
}
