/** A unique constraint was violated (e.g. a user e-mail that already exists). */
export class StoreConflictError extends Error {
  constructor(public readonly field: string) {
    super(`${field} already exists`);
    this.name = 'StoreConflictError';
  }
}
