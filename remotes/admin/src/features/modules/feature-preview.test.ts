import { CARD_FEATURE_COUNT, featurePreview, moreFeaturesLabel } from './feature-preview';

describe('featurePreview', () => {
  it('shows the first three features and counts the rest', () => {
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(CARD_FEATURE_COUNT).toBe(3);
  });

  it('has nothing more with three features or fewer', () => {
    expect(featurePreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(featurePreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(featurePreview(null)).toEqual({ shown: [], more: 0 });
  });

  it('ignores blank rows', () => {
    expect(featurePreview(['a', ' ', 'b', '', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
  });
});

describe('moreFeaturesLabel', () => {
  it('uses the Czech plural forms', () => {
    expect(moreFeaturesLabel(1)).toBe('+1 další funkce');
    expect(moreFeaturesLabel(4)).toBe('+4 další funkce');
    expect(moreFeaturesLabel(5)).toBe('+5 dalších funkcí');
    expect(moreFeaturesLabel(12)).toBe('+12 dalších funkcí');
  });
});
