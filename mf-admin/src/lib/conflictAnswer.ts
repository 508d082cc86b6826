import { ApiError, decodeAnswer, type AnswerSchema } from '@powernest/shared-ui/data';

/** What a 409 answer carries, decoded with its schema; null for any other error or an answer that does not decode. */
export function conflictAnswer<T>(error: unknown, answer: AnswerSchema<T>, url: string): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return decodeAnswer(answer, url, JSON.parse(error.body));
  } catch {
    return null;
  }
}
