import ImageTile from 'ol/ImageTile';
import TileState from 'ol/TileState';
import type TileImage from 'ol/source/TileImage';
import { TILE_RETRY_MS, TileGate } from './tileGate';

let n = 0;
function tileOf(gate: TileGate) {
  const tile = new ImageTile([3, n, 0], TileState.IDLE, `/tiles/street/3/${n++}/0`, {}, gate.load);
  tile.load();
  const image = tile.getImage() as HTMLImageElement;
  return { tile, image, asked: () => image.getAttribute('src'), answer: (event: 'load' | 'error') => image.dispatchEvent(new Event(event)) };
}

describe('the tile gate', () => {
  // A failed tile becomes OpenLayers' blank canvas, which jsdom cannot draw.
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillStyle: '', fillRect() {} } as never));

  it('asks for one tile first and for the others once it came', () => {
    const gate = new TileGate();
    const probe = tileOf(gate);
    const others = [tileOf(gate), tileOf(gate)];
    expect(probe.asked()).toMatch(/^\/tiles\/street\/3\//);
    expect(others.map((o) => o.asked())).toEqual([null, null]);
    probe.answer('load');
    expect(others.every((o) => o.asked()?.startsWith('/tiles/street/3/'))).toBe(true);
    expect(tileOf(gate).asked()).not.toBeNull();
  });

  it('after a failed tile asks for none until the back-off has passed, then refreshes the layers for a new probe', () => {
    jest.useFakeTimers();
    const gate = new TileGate();
    const source = { refresh: jest.fn() };
    gate.watch(source as unknown as TileImage);
    const probe = tileOf(gate);
    const waiting = tileOf(gate);
    probe.answer('error');
    expect(waiting.tile.getState()).toBe(TileState.ERROR);
    expect(waiting.asked()).toBeNull();
    const later = tileOf(gate);
    expect(later.asked()).toBeNull();
    expect(later.tile.getState()).toBe(TileState.ERROR);

    jest.advanceTimersByTime(TILE_RETRY_MS.first - 1);
    expect(source.refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    // The next probe fails too: the wait doubles.
    const second = tileOf(gate);
    expect(second.asked()).not.toBeNull();
    second.answer('error');
    jest.advanceTimersByTime(TILE_RETRY_MS.first * 2 - 1);
    expect(source.refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(source.refresh).toHaveBeenCalledTimes(2);
    gate.dispose();
  });

  it('stops asking when a tile fails after tiles were coming', () => {
    const gate = new TileGate();
    tileOf(gate).answer('load');
    const dropped = tileOf(gate);
    dropped.answer('error');
    expect(tileOf(gate).asked()).toBeNull();
    gate.dispose();
  });
});
