import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle, Stroke, Style } from 'ol/style';
import type { PublicServiceArea } from '@powernest/domain';

/** A whole state's ring is drawn larger than a city's or a ZIP code's. */
const RADIUS = { state: 30, city: 18, zip: 12 } as const;

/**
 * The service areas on the map (issue #44): a ring at each area's centre, solid where PowerNest
 * serves, dashed where it is coming soon. Under the partners' markers; data pushed in (`show`).
 * The sidebar's list says the same in words.
 */
export function createServiceAreaLayer(colours: { active: string; comingSoon: string }) {
  const styles = new Map<string, Style>();
  const styleOf = (status: string, kind: keyof typeof RADIUS) => {
    const key = `${status}:${kind}`;
    if (!styles.has(key)) {
      const active = status === 'active';
      const stroke = new Stroke({ color: active ? colours.active : colours.comingSoon, width: 3, ...(active ? {} : { lineDash: [6, 5] }) });
      styles.set(key, new Style({ image: new Circle({ radius: RADIUS[kind], stroke }) }));
    }
    return styles.get(key)!;
  };
  const source = new VectorSource();
  const layer = new VectorLayer({
    source,
    style: (feature) => styleOf(String(feature.get('status')), feature.get('kind') as keyof typeof RADIUS),
    properties: { serviceAreas: true },
  });
  return {
    layer,
    show(areas: readonly PublicServiceArea[]) {
      source.clear(true);
      source.addFeatures(
        areas.flatMap((area) =>
          area.latitude === undefined || area.longitude === undefined
            ? []
            : [new Feature({ geometry: new Point(fromLonLat([area.longitude, area.latitude])), status: area.status, kind: area.kind, name: area.areaName })],
        ),
      );
    },
  };
}
