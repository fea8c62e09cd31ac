import { describe, expect, it } from 'vitest';
import { classifyFeature, featureGroupsOf } from '#src/features/listings/feature-groups.ts';
import { isWaterViewFeature, isWaterfrontFeature } from '#src/schemas/water-features.ts';
import { FEATURE_GROUPS } from '#src/schemas/feature-groups.ts';

describe('classifyFeature', () => {
  it.each([
    ["Chef's kitchen with butler's pantry", 'interior'],
    ['Wine cellar', 'interior'],
    ['Great room with stone fireplace', 'interior'],
    ['Primary suite with ocean balcony', 'interior'],
    ['Geothermal heating and cooling', 'interior'],
    ['Central air in every unit', 'interior'],
    ['Elevator to all floors', 'interior'],
    ['Two-bedroom carriage house', 'exterior'],
    ['Heated saltwater pool and pool pavilion', 'exterior'],
    ['Converted barn with guest suite', 'exterior'],
    ['Stone walls and mature trees', 'exterior'],
    ['Level backyard', 'exterior'],
    ['Six-car garage', 'parking'],
    ['Carriage house garage', 'parking'],
    ['Deeded parking for two cars', 'parking'],
    ['Off-street parking for six', 'parking'],
    ['In-unit laundry', 'appliances'],
    ['Sub-Zero refrigerator and Wolf range', 'appliances'],
    ['Direct ocean frontage', 'viewsAndWaterfront'],
    ['Private deep-water dock', 'viewsAndWaterfront'],
    ['Frontage on the Queen\u2019s River', 'viewsAndWaterfront'],
    ['Harbor glimpses', 'viewsAndWaterfront'],
    ['Views of the State House', 'viewsAndWaterfront'],
    ['Deeded beach rights', 'viewsAndWaterfront'],
    ['Boat slip available', 'viewsAndWaterfront'],
    ['Walk to Water Street', 'other'],
    ['Near the East Bay Bike Path', 'other'],
    ['Next to Goddard Park', 'other'],
    ['Frontage on two roads', 'other'],
    ['Whole-house generator', 'other'],
    ['Top-rated Barrington schools', 'other'],
  ])('"%s" is %s', (feature, group) => {
    expect(classifyFeature(feature)).toBe(group);
  });
});

describe('featureGroupsOf', () => {
  it("sorts an office file's free text into the page's groups, in their order, leaving out empty ones", () => {
    const groups = featureGroupsOf({
      features: ['Whole-house generator', 'Two-car garage', 'Bay views', 'Gas fireplace', 'Screened porch'],
    });
    expect(groups).toEqual([
      { key: 'interior', label: 'Interior', features: ['Gas fireplace'] },
      { key: 'exterior', label: 'Exterior', features: ['Screened porch'] },
      { key: 'parking', label: 'Parking', features: ['Two-car garage'] },
      { key: 'viewsAndWaterfront', label: 'Views & waterfront', features: ['Bay views'] },
      { key: 'other', label: 'Other', features: ['Whole-house generator'] },
    ]);
  });

  it('takes the groups a listing carries over its words: the feed knows where each came from', () => {
    // "Attached garage" from ParkingFeatures; "Dock" from ExteriorFeatures stays exterior, not waterfront.
    const listing = {
      features: ['Attached garage', 'Dock', 'Range'],
      featureGroups: { parking: ['Attached garage'], exterior: ['Dock'], appliances: ['Range'] },
    };
    expect(featureGroupsOf(listing).map((group) => [group.label, group.features])).toEqual([
      ['Exterior', ['Dock']],
      ['Parking', ['Attached garage']],
      ['Appliances', ['Range']],
    ]);
  });

  it('labels the six groups as a buyer reads them', () => {
    expect(FEATURE_GROUPS.map((group) => group.label)).toEqual([
      'Interior',
      'Exterior',
      'Parking',
      'Appliances',
      'Views & waterfront',
      'Other',
    ]);
  });

  it('has no groups for no features', () => {
    expect(featureGroupsOf({ features: [] })).toEqual([]);
  });
});

describe('the water readings the groups share with the search', () => {
  it.each([
    ['Direct ocean frontage'],
    ['Open-ocean frontage'],
    ['Direct beachfront'],
    ['Harbor frontage with mooring'],
    ['Lake frontage with dock'],
    ['Riverfront with kayak launch'],
    ['Gated waterfront estate'],
    ['Private dock on Ninigret Pond'],
    ['Water on three sides'],
    ['Private sandy beach'],
    ['Deck over the water'],
  ])('"%s" is on the water', (feature) => {
    expect(isWaterfrontFeature(feature)).toBe(true);
  });

  it.each([
    ['Deeded beach rights'],
    ['Walk to Second Beach'],
    ['Two blocks to Narragansett Bay'],
    ['Boat slip available'],
    ['Frontage on two roads'],
    ['Bay views'],
  ])('"%s" is not frontage', (feature) => {
    expect(isWaterfrontFeature(feature)).toBe(false);
  });

  it.each([
    ['Private roof deck with harbor views', true],
    ['Sunset river views', true],
    ['Distant water views', true],
    ['Views of the bay and ocean', true],
    ['Harbor glimpses', true],
    ['Lighthouse views', true],
    ['Views of Hog Island Light', true],
    ['Orchard views', false],
    ['Views of the State House', false],
    ['City lights view', false],
    ['Direct ocean frontage', false],
  ])('"%s" has a water view: %s', (feature, expected) => {
    expect(isWaterViewFeature(feature)).toBe(expected);
  });
});
