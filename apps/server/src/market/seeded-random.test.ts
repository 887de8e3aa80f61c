import { describe, expect, it } from 'vitest';
import { deriveSeed, SeededRandom } from './seeded-random.ts';

const draw = (random: SeededRandom, count: number) =>
  Array.from({ length: count }, () => random.next());

describe('SeededRandom', () => {
  it('plays the same sequence for the same seed', () => {
    expect(draw(new SeededRandom(42), 20)).toEqual(draw(new SeededRandom(42), 20));
  });

  it('plays another sequence for another seed', () => {
    expect(draw(new SeededRandom(42), 20)).not.toEqual(draw(new SeededRandom(43), 20));
  });

  it('draws uniforms in [0, 1) with mean near one half', () => {
    const values = draw(new SeededRandom(7), 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });

  it('draws standard normals', () => {
    const random = new SeededRandom(9);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
    expect(values.every(Number.isFinite)).toBe(true);
  });
});

describe('deriveSeed', () => {
  it('gives each label its own stable seed', () => {
    expect(deriveSeed(1, 'feed:EURUSD')).toBe(deriveSeed(1, 'feed:EURUSD'));
    expect(deriveSeed(1, 'feed:EURUSD')).not.toBe(deriveSeed(1, 'feed:GBPUSD'));
    expect(deriveSeed(1, 'feed:EURUSD')).not.toBe(deriveSeed(2, 'feed:EURUSD'));
  });
});
