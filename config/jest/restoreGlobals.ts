// Every project (node and jsdom) loads this: whatever a test fakes globally is undone after it,
// even when the test fails half-way, so the next test starts from the real thing.
//  - fetch: tests assign `global.fetch = jest.fn(...)` (or Object.assign) without putting it back;
//  - timers: a test that calls jest.useFakeTimers() gets real timers back;
//  - spies: jest.spyOn(...) replacements are restored (jest.fn() mocks are left as they are).
const originalFetch = globalThis.fetch;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  if (originalFetch === undefined) Reflect.deleteProperty(globalThis, 'fetch');
  else globalThis.fetch = originalFetch;
});
