import geojson from './australia-states.json';

/**
 * Australia's states drawn in the browser from Natural Earth's public-domain outlines (1:50m admin-1,
 * copied from the project's shared data as australia-states.json): no map tiles from outside.
 */
type Ring = number[][];
interface Feature {
  properties: {state: string; name: string};
  geometry: {type: 'Polygon'; coordinates: Ring[]} | {type: 'MultiPolygon'; coordinates: Ring[][]};
}

const WEST = 112;
const NORTH = -9.5;
// An equirectangular projection squeezed by the cosine of the mid latitude keeps the shapes familiar.
const X_SCALE = Math.cos((27 * Math.PI) / 180);
export const MAP_WIDTH = (154.5 - WEST) * X_SCALE * 10;
export const MAP_HEIGHT = (NORTH + 44) * 10;

const point = ([lon, lat]: number[]) =>
  `${((lon - WEST) * X_SCALE * 10).toFixed(1)},${((NORTH - lat) * 10).toFixed(1)}`;
const ringPath = (ring: Ring) => `M${ring.map(point).join('L')}Z`;

export interface StateShape {
  state: string;
  name: string;
  path: string;
}

/** One SVG path per state or territory (Jervis Bay Territory is left out: it has no installations of its own). */
export const STATE_SHAPES: StateShape[] = (geojson as {features: Feature[]}).features
  .filter(f => f.properties.state !== 'JBT')
  .map(f => ({
    state: f.properties.state,
    name: f.properties.name,
    path: (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates)
      .map(polygon => polygon.map(ringPath).join(''))
      .join(''),
  }));

/** A state's shade: 0 (none) to 1 (the most installations of the year). */
export function shadeOf(installations: number, most: number): number {
  return most > 0 && installations > 0 ? 0.15 + 0.85 * (installations / most) : 0;
}
