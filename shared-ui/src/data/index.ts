// @powernest/shared-ui/data — requests to the API. Not shared at run time (pure code); the
// SWR configuration that uses it is part of the shared root.
export { ApiAnswerError, ApiError, answerFetcher, apiRequest, decodeAnswer, keyToUrl, requestAnswer, swrFetcher, type AnswerSchema } from './apiRequest';
