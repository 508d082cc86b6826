// @powernest/shared-ui/data — requests to the API. Not shared at run time (pure code); the
// SWR configuration that uses it is part of the shared root.
export { ApiError, apiRequest, keyToUrl, swrFetcher } from './apiRequest';
export { ApiAnswerError, answerFetcher, decodeAnswer, requestAnswer, type AnswerSchema } from './answers';
