// The partner answers' cache (lru-cache with a fetchMethod, issue #27): one build per key however
// many requests miss it at once, and a partner change never leaves an answer built before it.
import { PartnerAnswers } from '../src/plugins/app/partner-answers';
import { useTestApp } from './helper';

/** A build the test finishes by hand, counting how often the cache started it. */
function controlledBuild(body: string) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const build = jest.fn(async () => {
    await gate;
    return body;
  });
  return { build, finish };
}

describe('PartnerAnswers', () => {
  it('builds a key once when two requests miss it at the same time; both get that answer', async () => {
    const answers = new PartnerAnswers();
    const { build, finish } = controlledBuild('{"total":1}');
    const first = answers.get('/api/partners/stats', build);
    const second = answers.get('/api/partners/stats', build);
    finish();
    const [a, b] = await Promise.all([first, second]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a.body).toBe('{"total":1}');
  });

  it('serves a kept answer without building again, and builds another key on its own', async () => {
    const answers = new PartnerAnswers();
    const build = jest.fn(async () => 'one');
    await answers.get('a', build);
    await answers.get('a', build);
    expect(build).toHaveBeenCalledTimes(1);
    const other = jest.fn(async () => 'two');
    expect((await answers.get('b', other)).body).toBe('two');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('a clear() during a build: the waiting request still gets an answer built after the change, and nothing older is kept', async () => {
    const answers = new PartnerAnswers();
    let built = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const build = async () => {
      built += 1;
      if (built === 1) await gate;
      return `build ${built}`;
    };
    const waiting = answers.get('k', build);
    answers.clear();
    finish();
    expect((await waiting).body).toBe('build 2');
    // The next request builds again rather than reading an answer from before the change.
    expect((await answers.get('k', build)).body).toBe('build 3');
  });

  it('a failed build reaches the requests that waited for it and is not kept', async () => {
    const answers = new PartnerAnswers();
    await expect(answers.get('k', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect((await answers.get('k', async () => 'ok')).body).toBe('ok');
  });
});

describe('GET /api/partners/stats under concurrent misses', () => {
  const app = useTestApp();

  it('two visitors asking at once cost one read of the partners', async () => {
    const stats = jest.spyOn(app().store.partners, 'stats');
    const [a, b] = await Promise.all([app().inject({ url: '/api/partners/stats' }), app().inject({ url: '/api/partners/stats' })]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(stats).toHaveBeenCalledTimes(1);
  });
});
