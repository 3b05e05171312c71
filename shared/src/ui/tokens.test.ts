import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tokensCss = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The hex value of a colour token, following var() references inside tokens.css. */
function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokensCss);
  if (!match) throw new Error(`no token --${name}`);
  const value = match[1].trim();
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  if (reference) return token(reference[1]);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--${name} is not a hex colour: ${value}`);
  return value;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

/** A translucent colour laid over an opaque one, as the browser paints it. */
function over([red, green, blue]: Rgb, alpha: number, base: Rgb): Rgb {
  return [red, green, blue].map((channel, index) => channel * alpha + base[index] * (1 - alpha)) as Rgb;
}

// WCAG 2.1 relative luminance and contrast ratio.
function luminance(color: Rgb): number {
  const [red, green, blue] = color.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const lightBackgrounds = [
  'color-background',
  'color-surface',
  'color-surface-sunken',
  'color-surface-disabled',
  'color-primary-soft',
  'color-success-soft',
  'color-warning-soft',
  'color-danger-soft',
  'color-info-soft',
];

describe('focus ring tokens', () => {
  it('the page ring is the light-surface ring', () => {
    expect(token('color-focus-ring')).toBe(token('color-focus-ring-light'));
  });

  it.each(lightBackgrounds)('the light-surface ring reaches 3:1 on --%s', (background) => {
    expect(contrast(rgb(token('color-focus-ring-light')), rgb(token(background)))).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['the footer (ink)', rgb(token('color-ink'))],
    // The footer's emergency note: white at 6 % over ink.
    ['the footer note', over([255, 255, 255], 0.06, rgb(token('color-ink')))],
    ['primary', rgb(token('color-primary'))],
    ['primary active', rgb(token('color-primary-active'))],
  ])('the dark-surface ring reaches 3:1 on %s', (_name, background) => {
    expect(contrast(rgb(token('color-focus-ring-dark')), background)).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    // The measurement: the old ring on the footer was about 2.7:1.
    expect(contrast(rgb('#1d4ed8'), rgb(token('color-ink')))).toBeLessThan(3);
  });
});
