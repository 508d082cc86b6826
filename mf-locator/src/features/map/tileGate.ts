import type ImageTile from 'ol/ImageTile';
import type Tile from 'ol/Tile';
import TileState from 'ol/TileState';
import type TileImage from 'ol/source/TileImage';

/** After tiles could not be fetched, the first wait before trying again, and the longest. */
export const TILE_RETRY_MS = { first: 15_000, max: 300_000 } as const;
/** A probe that has not settled by then (OpenLayers dropped it, or it is very slow) lets the others go. */
const TILE_PROBE_WAIT_MS = 10_000;

type Held = { tile: ImageTile; src: string };

/**
 * One guard for the base layers' tile requests. The site's proxy answers a blank tile when a
 * provider is down, so a tile fails only when the site itself cannot be reached (offline). The
 * browser then reports every failed request as a console error (OpenLayers logs nothing), one per
 * tile. So: the first tile is a probe and the others wait for it; while tiles cannot be fetched
 * they are not asked for (left empty: the outline base map shows), and after a back-off (15 s,
 * doubling to 5 min) the layers are refreshed, whose first tile is the next probe.
 */
export class TileGate {
  private state: 'probe' | 'probing' | 'up' | 'down' = 'probe';
  private held: Held[] = [];
  private sources: TileImage[] = [];
  private retryMs: number = TILE_RETRY_MS.first;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** The tileLoadFunction of every gated source. */
  readonly load = (tile: Tile, src: string): void => {
    const imageTile = tile as ImageTile;
    if (this.state === 'up') return this.fetch(imageTile, src);
    if (this.state === 'down') return imageTile.setState(TileState.ERROR);
    if (this.state === 'probing') {
      this.held.push({ tile: imageTile, src });
      return;
    }
    this.state = 'probing';
    const settled = () => {
      const state = imageTile.getState();
      if (state === TileState.LOADING || state === TileState.IDLE || this.state !== 'probing') return;
      imageTile.removeEventListener('change', settled);
      clearTimeout(this.timer);
      if (state === TileState.ERROR) this.failed();
      else this.succeeded();
    };
    imageTile.addEventListener('change', settled);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.state === 'probing' && this.succeeded(), TILE_PROBE_WAIT_MS);
    this.fetch(imageTile, src);
  };

  /** Sources are refreshed (their missing tiles asked for again) when it is time for a new probe. */
  watch(source: TileImage): void {
    this.sources.push(source);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.held = [];
    this.sources = [];
  }

  private fetch(tile: ImageTile, src: string) {
    (tile.getImage() as HTMLImageElement).src = src;
    // A tile that fails while tiles were coming (the connection dropped) stops the others too.
    if (this.state === 'up') {
      const settled = () => {
        const state = tile.getState();
        if (state === TileState.LOADING || state === TileState.IDLE) return;
        tile.removeEventListener('change', settled);
        if (state === TileState.ERROR && this.state === 'up') this.failed();
      };
      tile.addEventListener('change', settled);
    }
  }

  private succeeded() {
    this.state = 'up';
    this.retryMs = TILE_RETRY_MS.first;
    const held = this.held;
    this.held = [];
    for (const { tile, src } of held) if (tile.getState() === TileState.LOADING) this.fetch(tile, src);
  }

  private failed() {
    this.state = 'down';
    const held = this.held;
    this.held = [];
    for (const { tile } of held) if (tile.getState() === TileState.LOADING) tile.setState(TileState.ERROR);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.state = 'probe';
      for (const source of this.sources) source.refresh();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, TILE_RETRY_MS.max);
  }
}
