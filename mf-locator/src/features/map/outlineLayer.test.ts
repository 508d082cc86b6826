import VectorLayer from 'ol/layer/Vector';
import { get as getProjection, fromLonLat } from 'ol/proj';
import type Polygon from 'ol/geom/Polygon';
import type MultiPolygon from 'ol/geom/MultiPolygon';
import type MultiLineString from 'ol/geom/MultiLineString';
import atlasFile from 'us-atlas/states-10m.json';
import { MAP_COLOURS } from '@powernest/shared-ui/components';
import { createOutlineLayer, outlineFeatures, type UsAtlas } from './outlineLayer';

const atlas = atlasFile as unknown as UsAtlas;
const KANSAS_CENTRE = fromLonLat([-98.4, 38.5]);
const GULF_OF_MEXICO = fromLonLat([-90, 26]);
const ATLANTIC = fromLonLat([-70, 33]);

describe('the outline base map', () => {
  it('is one filled feature per state of the us-atlas package, plus the coastline', () => {
    const features = outlineFeatures(atlas);
    const states = features.filter((f) => f.get('name'));
    // Everything comes from the package, nothing is drawn by hand.
    expect(states.map((f) => f.get('name')).sort()).toEqual(atlas.objects.states.geometries.map((g) => (g.properties as { name: string }).name).sort());
    expect(states.length).toBeGreaterThanOrEqual(50);
    const coast = features.filter((f) => f.get('outline') === 'nation');
    expect(coast).toHaveLength(1);
    expect(coast[0]!.getGeometry()!.getType()).toBe('MultiLineString');
    expect((coast[0]!.getGeometry() as MultiLineString).getLineStrings().length).toBeGreaterThan(10);
  });

  it('puts Kansas where Kansas is (map projection) and no state in the sea', () => {
    const states = outlineFeatures(atlas).filter((f) => f.get('name'));
    const at = (point: number[]) => states.filter((f) => (f.getGeometry() as Polygon | MultiPolygon).intersectsCoordinate(point)).map((f) => f.get('name'));
    expect(at(KANSAS_CENTRE)).toEqual(['Kansas']);
    expect(at(GULF_OF_MEXICO)).toEqual([]);
    expect(at(ATLANTIC)).toEqual([]);
  });

  it('is a vector layer on the water colour that loads the atlas when first drawn', async () => {
    const layer = createOutlineLayer();
    expect(layer).toBeInstanceOf(VectorLayer);
    expect(layer.getBackground()).toBe(MAP_COLOURS.water);
    const source = layer.getSource()!;
    expect(source.getFeatures()).toHaveLength(0);
    const projection = getProjection('EPSG:3857')!;
    source.loadFeatures(projection.getExtent(), 1000, projection);
    await new Promise<void>((resolve) => source.once('featuresloadend', () => resolve()));
    expect(source.getFeatures()).toHaveLength(atlas.objects.states.geometries.length + 1);
    const kansas = source.getFeatures().find((f) => f.get('name') === 'Kansas')!;
    expect((kansas.getStyle() as { getFill(): { getColor(): string } }).getFill().getColor()).toBe(MAP_COLOURS.land);
  });
});
