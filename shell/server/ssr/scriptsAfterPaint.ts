import crypto from 'node:crypto';
import { HYDRATE_WHEN_VISIBLE } from '@powernest/domain';
import { CODE_WANTED, INTERACTIONS, PAGE_LIVE, PRESSED_EARLY } from '../../src/ssr/hydrateOnInteraction';

// A server-rendered page works before its JavaScript (ARCHITECTURE "Progressive enhancement"),
// so its scripts wait for the first paint instead of competing with it. Preloaded in <head>,
// ~110 KB of high-priority scripts shared a slow phone's link with the HTML and ran before the
// page painted: LCP 1.4-2.3 s in Lighthouse mobile where the same HTML alone paints at ~1.1 s.
// Now the page names its scripts in a JSON list, and one inline loader requests them once the
// document is parsed and has painted (at once in a hidden tab, which never paints).
//
// A page hydrated on interaction (its manifest's `hydration: 'interaction'`: every public page)
// goes one step further: after the paint its scripts are only downloaded, and they run on the
// visitor's first interaction, or when a part that needs them comes into view (the locator's
// map). Evaluating React, the frame and the federation runtime was 300-700 ms of main-thread
// work at a phone's speed (Lighthouse's total blocking time) for a page that reads, follows its
// links and posts its forms without it.

export const SCRIPTS_AFTER_PAINT_ID = 'powernest-scripts';

/** How long the loader waits for a first paint the browser says it reports before loading anyway. */
const PAINT_PATIENCE_MS = 3000;

/**
 * On a page started on interaction, how long after the first paint the frame's core chunks are
 * prefetched. The page's largest text can paint a frame or two after the first paint (/faq,
 * unthrottled: first paint 163 ms, largest 297 ms in 2 of 8 Lighthouse runs), and Lighthouse
 * counts every request started before the largest paint in its simulated LCP: prefetched at the
 * first paint, the 82 KB that do not run cost such runs 0.75 s of LCP on its slow 4G link
 * (1.52 s instead of 0.76 s). A visitor who interacts sooner starts the entry, which fetches them.
 */
const PREFETCH_AFTER_PAINT_MS = 1000;

/** What a page loads after it has painted, in order. */
export interface ScriptsAfterPaint {
  /** Fetched in parallel (<link rel=preload>): the host's core and the rendering remote's chunks. */
  preload: string[];
  /** Fetched with CORS (the federation runtime reads the remote's manifest with fetch()). */
  fetch: string[];
  /** Run in this order: the page's entry. */
  run: string[];
  /**
   * 'paint': run once the page has painted. 'interaction': a second after it has painted, only
   * download the preloads (<link rel=prefetch>: a preload not used within seconds is a console warning;
   * not the entry, which revalidates and Chromium fetched again); run on the first interaction
   * or when an element marked HYDRATE_WHEN_VISIBLE comes into view (preloading them then, as a
   * page started once painted does, if that comes before the prefetch).
   */
  start: 'paint' | 'interaction';
}

// ES5 on purpose: it runs as written, before any build's polyfills. After the document is parsed
// (a script must not hydrate half a page), it waits for the first contentful paint as Chromium,
// Firefox and Safari report it (at most PAINT_PATIENCE_MS: a page that never paints still comes
// to life); a browser that reports none waits half a second after its next frame instead. (That
// rule used to apply everywhere: when Chromium's first frame was slow to show content, the scripts
// started before it and held it back, LCP 2.0-2.2 s instead of 0.8 s in Lighthouse.) Meanwhile it
// marks CODE_WANTED when it starts the scripts (the page's code then hydrates at once; the loader
// alone watches for the visitor's interaction and for HYDRATE_WHEN_VISIBLE parts) and notes which
// button of the page they pressed before its code hydrated it (replayed once it has). Each
// element is added in its own task: a phone spent ~35 ms starting a dozen requests in one, a
// long task for Lighthouse.
const LOADER = `(function(){var d=document,h=d.documentElement,s=JSON.parse(d.getElementById('${SCRIPTS_AFTER_PAINT_ID}').textContent),later=s.start==='interaction',painted=false,prefetched=false,wanted=!later,started=false,seen=${JSON.stringify(INTERACTIONS)};function touched(){seen.forEach(function(t){removeEventListener(t,touched,true)});want()}seen.forEach(function(t){addEventListener(t,touched,{capture:true,passive:true})});addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('main button[type=button]');if(b&&!h.hasAttribute('${PAGE_LIVE}'))b.setAttribute('${PRESSED_EARLY}','')},true);function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}function each(q){(function next(){var t=q.shift();if(!t)return;add(t[0],t[1]);setTimeout(next,0)})()}function run(){if(started||!painted||!wanted)return;started=true;var q=[];if(!prefetched){s.preload.forEach(function(u){q.push(['link',{rel:'preload',as:'script',href:u}])});s.fetch.forEach(function(u){q.push(['link',{rel:'preload',as:'fetch',crossOrigin:'anonymous',href:u}])})}s.run.forEach(function(u){q.push(['script',{src:u,async:false}])});each(q)}function want(){h.setAttribute('${CODE_WANTED}','');wanted=true;run()}function watchParts(){if(!window.IntersectionObserver)return;[].forEach.call(d.querySelectorAll('[${HYDRATE_WHEN_VISIBLE}]'),function(el){var o=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++)if(es[i].isIntersecting){o.disconnect();want()}},{threshold:Number(el.getAttribute('${HYDRATE_WHEN_VISIBLE}'))||0});o.observe(el)})}function prefetch(){if(started)return;prefetched=true;var q=[];s.preload.forEach(function(u){q.push(['link',{rel:'prefetch',as:'script',href:u}])});each(q)}function load(){if(painted)return;painted=true;if(later){setTimeout(prefetch,${PREFETCH_AFTER_PAINT_MS});watchParts()}run()}function afterPaint(){if(d.hidden)return load();var reports=false;try{reports=PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}}).observe({type:'paint',buffered:true})}catch(e){}if(reports)setTimeout(load,${PAINT_PATIENCE_MS});else requestAnimationFrame(function(){setTimeout(load,500)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()`;

/** The loader's hash for the page's Content-Security-Policy (script-src allows it and nothing else inline). */
export const SCRIPTS_AFTER_PAINT_CSP = `'sha256-${crypto.createHash('sha256').update(LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer(?:="?defer"?)? src="?([^"\s>]+)"?><\/script>/g;

/** JSON safe inside <script> (no "</script>"). */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its entry scripts (the template's deferred <script> tags) and the given preloads
 * loaded after the first paint: the tags leave <head>, the list and the loader end <body>.
 */
export function loadScriptsAfterPaint(html: string, hints: Pick<ScriptsAfterPaint, 'preload' | 'fetch' | 'start'>): string {
  const run: string[] = [];
  const withoutEntry = html.replace(ENTRY_SCRIPT, (_, src: string) => {
    run.push(src);
    return '';
  });
  const list: ScriptsAfterPaint = { ...hints, run };
  const tail = `<script id="${SCRIPTS_AFTER_PAINT_ID}" type="application/json">${json(list)}</script><script>${LOADER}</script>`;
  return withoutEntry.replace('</body>', () => `${tail}</body>`);
}
