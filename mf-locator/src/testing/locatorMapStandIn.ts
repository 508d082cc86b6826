// OpenLayers cannot draw in jsdom. A test that renders the real map card (its buttons, its status,
// a partner's popup) stands in for the map itself with this, the "in view" status included:
//
//   jest.mock('./features/map/useLocatorMap', () => jest.requireActual('./testing/locatorMapStandIn').locatorMapModule);
//   mountMapPopup();
//
// This module imports nothing of the app, so the mock's factory can load it while the app loads.

/** The element the map would put its popup in: one in the page for each test (see mountMapPopup). */
let popupElement: HTMLElement | null = null;

/** Gives the stand-in's popup an element in the page for each test, removed after it. */
export function mountMapPopup() {
  beforeEach(() => {
    popupElement = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => popupElement?.remove());
}

/** The module `./features/map/useLocatorMap` as the stand-in: a map that is ready, in satellite view, with 3 partners in view. */
export const locatorMapModule = {
  useLocatorMap: () => ({
    targetRef: { current: null },
    popupElement,
    userElement: null,
    ready: true,
    inView: { partners: 3, markers: 1, groups: 1 },
    baseLayer: 'satellite',
    setBaseLayer: () => undefined,
    fitAll: () => undefined,
    centreOnUser: () => undefined,
    closePopup: () => undefined,
    tileError: null,
    retryTiles: () => undefined,
  }),
};
