import { describe, expect, it } from 'vitest';
import { randomElement, randomElements, randomInt, shuffle, type RandomSource } from './random';

/** A source that hands out the given values in order. */
function scripted(values: number[]): RandomSource & { draws: () => number } {
  let index = 0;
  const source = (array: Uint32Array): Uint32Array => {
    for (let i = 0; i < array.length; i += 1) array[i] = values[index++] ?? 0;
    return array;
  };
  return Object.assign(source, { draws: () => index });
}

describe('randomInt', () => {
  it('rejects draws from the top partial block instead of folding them (no modulo bias)', () => {
    // 2^32 % 3 === 1, so only 0xFFFFFFFF is outside the largest multiple of 3.
    const source = scripted([0xffffffff, 5]);
    expect(randomInt(3, source)).toBe(2);
    expect(source.draws()).toBe(2);
    // 2^32 % 10 === 6: the six values from 4294967290 up are rejected, 4294967289 is kept.
    const ten = scripted([4294967290, 4294967295, 4294967289]);
    expect(randomInt(10, ten)).toBe(9);
    expect(ten.draws()).toBe(3);
  });

  it('accepts every draw when the bound divides 2^32', () => {
    const source = scripted([0xffffffff]);
    expect(randomInt(256, source)).toBe(255);
    expect(source.draws()).toBe(1);
    expect(randomInt(1, scripted([123]))).toBe(0);
  });

  it('refuses impossible bounds', () => {
    for (const bound of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => randomInt(bound)).toThrow(RangeError);
  });

  it('covers the whole range with crypto randomness', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('randomElement and shuffle', () => {
  it('pick from the list and keep every element', () => {
    expect(randomElement(['a', 'b', 'c'], scripted([4]))).toBe('b');
    expect(() => randomElement([])).toThrow(RangeError);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('randomElements draws as many randomElement calls do, skipping rejected values, in batches', () => {
    // 2^32 % 3 === 1: 0xFFFFFFFF is rejected and the next value taken instead
    const values = [4, 0xffffffff, 2, 0xffffffff, 0xffffffff, 7];
    const batched = scripted(values);
    const calls: number[] = [];
    const counting: RandomSource = (array) => (calls.push(array.length), batched(array));
    expect(randomElements(['a', 'b', 'c'], 3, counting)).toEqual(['b', 'c', 'b']);
    expect(batched.draws()).toBe(6);
    expect(calls).toEqual([3, 1, 1, 1]);
    const single = scripted(values);
    expect(Array.from({ length: 3 }, () => randomElement(['a', 'b', 'c'], single))).toEqual(['b', 'c', 'b']);
    expect(() => randomElements([], 2)).toThrow(RangeError);
    const seen = new Set(randomElements([...'abcdefgh'], 400));
    expect(seen.size).toBe(8);
  });

  it('is a Fisher–Yates swap sequence', () => {
    // i=2 swaps with j=0, i=1 swaps with j=1: [a,b,c] → [c,b,a] → [c,b,a]
    expect(shuffle(['a', 'b', 'c'], scripted([0, 1]))).toEqual(['c', 'b', 'a']);
  });
});
