// The strength estimator with its dictionaries: hundreds of kilobytes, so only ./strength imports
// it, and only dynamically (a chunk of its own in the browser, loaded when a password is typed).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { SITE_WORDS } from './site-words';

export function createEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, site: SITE_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
}
