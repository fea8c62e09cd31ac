import { describe, expect, it } from 'vitest';
import { clusterLabel, mapPoints, markerLabel, pointsBounds } from '#src/features/listings/results-map.ts';
import { makeListing as listing } from '#tests/helpers/listing.ts';

describe('results map helpers', () => {
  it('maps only the listings with coordinates and bounds them', () => {
    const list = [
      listing(1, { latitude: 41.5, longitude: -71.3 }),
      listing(2),
      listing(3, { latitude: 41.8, longitude: -71.4 }),
    ];
    expect(mapPoints(list)).toEqual([
      { id: 1, lat: 41.5, lng: -71.3 },
      { id: 3, lat: 41.8, lng: -71.4 },
    ]);
    expect(pointsBounds(mapPoints(list))).toEqual({ south: 41.5, west: -71.4, north: 41.8, east: -71.3 });
    expect(pointsBounds([])).toBeNull();
    expect(markerLabel({ title: 'A Home', price: 2_890_000 })).toBe('A Home, $2.9M');
    expect(clusterLabel(3)).toBe('3 properties here: zoom in');
  });
});
