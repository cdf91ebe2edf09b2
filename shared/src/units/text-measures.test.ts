import { describe, expect, it } from 'vitest';
import { cookInches, ovenFahrenheit, usMeasuresInText } from './text-measures.ts';

describe('ovenFahrenheit: to the 25 °F a US oven dial shows', () => {
  it.each([
    [160, 325],
    [180, 350],
    [190, 375],
    [200, 400],
    [220, 425],
    [230, 450],
  ])('%s °C -> %s °F', (celsius, fahrenheit) => {
    expect(ovenFahrenheit(celsius)).toBe(fahrenheit);
  });
});

describe('cookInches', () => {
  it.each([
    [0.5, 0.25],
    [1, 0.5],
    [2, 0.75],
    [3, 1],
    [4, 1.5],
    [5, 2],
    [24, 9],
  ])('%s cm -> %s in', (centimetres, inches) => {
    expect(cookInches(centimetres)).toBe(inches);
  });
});

describe('usMeasuresInText', () => {
  it.each([
    ['Preheat the oven to 200°C (180°C fan) and line a tray.', 'Preheat the oven to 400°F (350°F convection) and line a tray.'],
    ['Preheat the oven to 180°C (160°C fan).', 'Preheat the oven to 350°F (325°F convection).'],
    ['Roast at 200°C for 20 minutes.', 'Roast at 400°F for 20 minutes.'],
    ['Preheat the oven to 160°C.', 'Preheat the oven to 325°F.'],
    ['Cut into 3 cm pieces and 1 cm thick slices.', 'Cut into 1-inch pieces and ½-inch thick slices.'],
    ['Heat a 24 cm ovenproof pan. Cut into 4 cm lengths.', 'Heat a 9-inch ovenproof pan. Cut into 1½-inch lengths.'],
    ['Toss with 1 tsp olive oil.', 'Toss with 1 tsp olive oil.'],
  ])('%j -> %j', (text, expected) => {
    expect(usMeasuresInText(text)).toBe(expected);
  });
});
