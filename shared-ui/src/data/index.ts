// @powernest/shared-ui/data — requests to the API and SWR's configuration around the parts
// that fetch. Not shared at run time (pure code; SWR itself is the shared singleton).
export { DataProvider } from './DataProvider';
export { ApiError, apiRequest, keyToUrl, swrFetcher } from './apiRequest';
export { ApiAnswerError, answerFetcher, decodeAnswer, requestAnswer, type AnswerSchema } from './answers';
export { callEndpoint, endpointFetcher, endpointUrl, type EndpointAnswer, type EndpointCall, type EndpointQuery } from './endpoints';
export { FIRST_VIEW_DATA_ID, FirstViewData, answerReader, type FirstViewRequest } from './firstView';
export type { RawAnswer } from '@powernest/shared-ui';
