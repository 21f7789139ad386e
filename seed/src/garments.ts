/**
 * Flat "product photography" garment illustrations as SVG, drawn on an 800×800 canvas.
 * Every shape is a set of outline pieces (filled with the product colour, an optional fabric
 * pattern and a soft volume gradient) plus stitched details drawn on top.
 */

export type GarmentShape =
  | 'tshirt'
  | 'tank'
  | 'polo'
  | 'shirt'
  | 'blouse'
  | 'hoodie'
  | 'zipHoodie'
  | 'sweatshirt'
  | 'knit'
  | 'cardigan'
  | 'jacket'
  | 'puffer'
  | 'trousers'
  | 'jeans'
  | 'cargo'
  | 'joggers'
  | 'shorts'
  | 'dress'
  | 'wrapDress'
  | 'maxiDress'
  | 'skirt'
  | 'scarf'
  | 'bodysuit'
  | 'kidsSet'
  | 'hiVisVest'
  | 'hiVisJacket'
  | 'hiVisPolo'
  | 'coverall'
  | 'bundle';

export type FabricPattern = 'solid' | 'stripe' | 'check' | 'floral' | 'marl' | 'knit';

export interface GarmentArt {
  shape: GarmentShape;
  /** Main fabric colour, `#rrggbb`. */
  colour: string;
  /** Second colour: stripes, checks, flowers, the shorts of a kids' set. */
  accent?: string;
  pattern?: FabricPattern;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

function clamp(n: number) {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` towards black (amount < 0) or white (amount > 0); amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t) as [number, number, number]);
}

/** Relative luminance 0…1, to pick readable stitching on dark and light fabrics. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  base: string;
  dark: string;
  darker: string;
  light: string;
  stitch: string;
  accent: string;
}

function palette(colour: string, accent?: string): Palette {
  const lum = luminance(colour);
  return {
    base: colour,
    dark: shade(colour, lum > 0.8 ? -0.16 : -0.28),
    darker: shade(colour, lum > 0.8 ? -0.3 : -0.45),
    light: shade(colour, 0.25),
    stitch: lum > 0.55 ? shade(colour, -0.35) : shade(colour, 0.35),
    accent: accent ?? shade(colour, lum > 0.5 ? -0.4 : 0.5),
  };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------------
// Shapes

interface ShapeDef {
  pieces: string[];
  details: (p: Palette) => string;
  /** Reflective bands (hi-vis), clipped to the outline. */
  bands?: string;
  /** Fabric texture lines (quilting), clipped to the outline. */
  texture?: (p: Palette) => string;
  /** Lowest y of the garment, where the shadow goes. */
  bottom: number;
  /** Centre of the close-up detail shot. */
  focus: [number, number];
}

const stitch = (d: string, p: Palette, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${p.stitch}" stroke-width="${width}" stroke-dasharray="9 7" stroke-linecap="round" opacity=".75"/>`;
const line = (d: string, colour: string, width = 3, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
const fill = (d: string, colour: string, opacity = 1) =>
  `<path d="${d}" fill="${colour}" opacity="${opacity}"/>`;
const button = (x: number, y: number, p: Palette, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.light}" stroke="${p.darker}" stroke-width="2"/>`;
const buttons = (x: number, ys: number[], p: Palette, r?: number) =>
  ys.map((y) => button(x, y, p, r)).join('');

const TEE =
  'M330 140 Q400 205 470 140 L565 168 L680 258 L628 338 L565 302 L568 680 Q400 694 232 680 L235 302 L172 338 L120 258 L235 168 Z';
const LONG_SLEEVE_BODY = (neck: string) =>
  `M335 140 ${neck} L560 168 Q605 205 615 300 L652 600 L592 614 L562 362 L566 690 L234 690 L238 362 L208 614 L148 600 L185 300 Q195 205 240 168 Z`;
const TROUSERS = 'M272 110 L528 110 L562 692 L432 692 L400 318 L368 692 L238 692 Z';
const SHORTS = 'M272 170 L528 170 L562 470 L420 482 L400 330 L380 482 L238 470 Z';

const cuffs = (p: Palette) =>
  fill('M586 572 L648 562 L652 600 L592 614 Z', p.dark) +
  fill('M214 572 L152 562 L148 600 L208 614 Z', p.dark);
const ribHem = (p: Palette, y = 652) =>
  `<path d="M234 ${y} L566 ${y} L566 690 L234 690 Z" fill="${p.dark}"/>${[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  ]
    .map((i) => line(`M${250 + i * 20} ${y + 6} L${250 + i * 20} 684`, p.darker, 2, 0.45))
    .join('')}`;

function shapeDef(shape: GarmentShape): ShapeDef {
  switch (shape) {
    case 'tshirt':
      return {
        pieces: [TEE],
        details: (p) =>
          fill('M330 140 Q400 162 470 140 Q400 205 330 140 Z', p.darker) +
          line('M330 140 Q400 205 470 140', p.dark, 14) +
          stitch('M238 660 Q400 672 564 660', p) +
          stitch('M664 270 L616 344', p) +
          stitch('M136 270 L184 344', p),
        bottom: 692,
        focus: [400, 260],
      };
    case 'tank':
      return {
        pieces: [
          'M318 122 L352 122 Q400 215 448 122 L482 122 Q486 228 548 268 L552 680 Q400 694 248 680 L252 268 Q314 228 318 122 Z',
        ],
        details: (p) =>
          line('M352 122 Q400 215 448 122', p.dark, 10) +
          line('M318 122 Q314 228 252 268', p.dark, 8) +
          line('M482 122 Q486 228 548 268', p.dark, 8) +
          stitch('M252 660 Q400 672 548 660', p),
        bottom: 692,
        focus: [400, 240],
      };
    case 'polo':
    case 'hiVisPolo':
      return {
        pieces: [
          'M330 140 L400 205 L470 140 L565 168 L680 258 L628 338 L565 302 L568 680 Q400 694 232 680 L235 302 L172 338 L120 258 L235 168 Z',
        ],
        details: (p) =>
          fill('M322 130 Q400 116 478 130 L470 146 Q400 134 330 146 Z', p.darker) +
          fill('M330 140 L398 206 L352 226 L312 152 Z', p.dark) +
          fill('M470 140 L402 206 L448 226 L488 152 Z', p.dark) +
          `<rect x="388" y="204" width="24" height="92" rx="3" fill="${p.dark}" opacity=".55"/>` +
          buttons(400, [226, 262], p, 6) +
          fill('M664 270 L616 344 L628 338 L680 258 Z', p.dark) +
          fill('M136 270 L184 344 L172 338 L120 258 Z', p.dark) +
          stitch('M238 660 Q400 672 564 660', p),
        bands:
          shape === 'hiVisPolo'
            ? '<rect x="100" y="470" width="600" height="30"/><rect x="100" y="540" width="600" height="30"/><path d="M110 250 L690 250 L690 272 L110 272 Z" transform="rotate(0)"/>'
            : undefined,
        bottom: 692,
        focus: [400, 250],
      };
    case 'shirt':
    case 'blouse': {
      const blouse = shape === 'blouse';
      return {
        pieces: [LONG_SLEEVE_BODY(blouse ? 'Q400 230 465 140' : 'L400 200 L465 140')],
        details: (p) =>
          (blouse
            ? fill('M335 140 Q400 178 465 140 Q400 230 335 140 Z', p.dark, 0.7) +
              line('M335 140 Q400 230 465 140', p.dark, 6) +
              line('M400 214 L400 690', p.dark, 2, 0.6) +
              buttons(400, [260, 330, 400, 470, 540, 610], p, 5)
            : fill('M325 128 Q400 114 475 128 L467 146 Q400 134 333 146 Z', p.darker) +
              fill('M335 140 L398 204 L340 236 L312 150 Z', p.dark) +
              fill('M465 140 L402 204 L460 236 L488 150 Z', p.dark) +
              line('M400 204 L400 690', p.darker, 3, 0.7) +
              buttons(400, [236, 306, 376, 446, 516, 586, 650], p, 6) +
              `<path d="M436 262 L506 262 L506 326 Q471 340 436 326 Z" fill="none" stroke="${p.dark}" stroke-width="3"/>`) +
          cuffs(p) +
          stitch('M238 672 L564 672', p),
        bottom: 700,
        focus: [400, 250],
      };
    }
    case 'hoodie':
    case 'zipHoodie':
    case 'sweatshirt':
    case 'knit':
    case 'cardigan': {
      const hooded = shape === 'hoodie' || shape === 'zipHoodie';
      const open = shape === 'zipHoodie' || shape === 'cardigan';
      return {
        pieces: [
          ...(hooded ? ['M318 160 Q296 58 400 48 Q504 58 482 160 Z'] : []),
          LONG_SLEEVE_BODY(shape === 'cardigan' ? 'L400 300 L465 140' : 'Q400 195 465 140'),
        ],
        details: (p) =>
          (hooded
            ? fill('M334 152 Q342 92 400 88 Q458 92 466 152 Q400 222 334 152 Z', p.darker) +
              line('M334 152 Q400 222 466 152', p.dark, 10) +
              line('M382 200 L376 300', p.light, 5) +
              line('M418 200 L424 300', p.light, 5) +
              `<rect x="369" y="298" width="14" height="22" rx="4" fill="${p.darker}"/><rect x="417" y="298" width="14" height="22" rx="4" fill="${p.darker}"/>`
            : shape === 'cardigan'
              ? line('M335 140 L400 300 L465 140', p.dark, 12) + buttons(400, [340, 410, 480, 550, 620], p, 7)
              : fill('M335 140 Q400 162 465 140 Q400 195 335 140 Z', p.darker) +
                line('M335 140 Q400 195 465 140', p.dark, 16)) +
          (open && shape === 'zipHoodie'
            ? line('M400 210 L400 690', p.darker, 6) + line('M400 210 L400 690', p.light, 2, 0.8)
            : '') +
          (hooded
            ? `<path d="M288 520 L${open ? 392 : 512} 520 L${open ? 392 : 548} 630 L252 630 Z" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
              (open
                ? '<path d="M408 520 L512 520 L548 630 L408 630 Z" fill="none" stroke="' +
                  p.dark +
                  '" stroke-width="4"/>'
                : '')
            : '') +
          cuffs(p) +
          ribHem(p),
        bottom: 700,
        focus: [400, hooded ? 200 : 250],
      };
    }
    case 'jacket':
    case 'puffer':
    case 'hiVisJacket':
      return {
        pieces: [
          'M330 132 L400 190 L470 132 L566 164 Q612 205 622 300 L660 600 L598 614 L568 364 L572 692 L228 692 L232 364 L202 614 L140 600 L178 300 Q188 205 234 164 Z',
        ],
        details: (p) =>
          fill('M316 118 Q400 100 484 118 L488 160 L470 132 L400 190 L330 132 L312 160 Z', p.dark) +
          line('M400 190 L400 692', p.darker, 6) +
          line('M400 190 L400 692', p.light, 2, 0.7) +
          (shape === 'puffer'
            ? ''
            : `<rect x="262" y="470" width="96" height="16" rx="4" fill="${p.dark}"/><rect x="442" y="470" width="96" height="16" rx="4" fill="${p.dark}"/>`) +
          cuffs(p) +
          ribHem(p, 656),
        texture:
          shape === 'puffer'
            ? (p) =>
                [250, 320, 390, 460, 530, 600]
                  .map((y) => line(`M100 ${y} Q400 ${y + 16} 700 ${y}`, p.darker, 3, 0.55))
                  .join('')
            : undefined,
        bands:
          shape === 'hiVisJacket'
            ? '<rect x="100" y="500" width="600" height="32"/><rect x="100" y="570" width="600" height="32"/><rect x="100" y="420" width="600" height="26" transform="rotate(0)"/>'
            : undefined,
        bottom: 702,
        focus: [400, 240],
      };
    case 'trousers':
    case 'jeans':
    case 'cargo':
    case 'joggers':
      return {
        pieces: [TROUSERS],
        details: (p) =>
          `<rect x="272" y="110" width="256" height="36" fill="${shape === 'joggers' ? p.dark : p.dark}"/>` +
          (shape === 'joggers'
            ? line('M388 146 L382 230', p.light, 4) +
              line('M412 146 L418 230', p.light, 4) +
              fill('M240 660 L368 660 L368 692 L238 692 Z', p.dark) +
              fill('M432 660 L560 660 L562 692 L432 692 Z', p.dark)
            : [300, 360, 440, 500]
                .map((x) => `<rect x="${x - 4}" y="104" width="8" height="48" rx="2" fill="${p.darker}"/>`)
                .join('') +
              line('M400 146 L400 270', p.darker, 3) +
              stitch('M414 146 L414 250 Q410 272 400 280', p) +
              line('M282 150 Q330 180 344 230', p.darker, 3) +
              line('M518 150 Q470 180 456 230', p.darker, 3) +
              `<circle cx="400" cy="128" r="7" fill="${shape === 'jeans' ? '#b08d57' : p.light}"/>`) +
          (shape === 'cargo'
            ? `<rect x="250" y="380" width="90" height="110" rx="6" fill="${p.dark}"/><rect x="250" y="380" width="90" height="28" rx="4" fill="${p.darker}"/><rect x="460" y="380" width="90" height="110" rx="6" fill="${p.dark}"/><rect x="460" y="380" width="90" height="28" rx="4" fill="${p.darker}"/><rect x="262" y="520" width="86" height="70" rx="8" fill="${p.darker}" opacity=".7"/><rect x="452" y="520" width="86" height="70" rx="8" fill="${p.darker}" opacity=".7"/>`
            : '') +
          (shape === 'jeans'
            ? `<g opacity=".9">${line('M246 676 L366 676', '#c98a3d', 2.5)}${line('M434 676 L556 676', '#c98a3d', 2.5)}${line('M290 156 Q334 186 346 236', '#c98a3d', 2)}${line('M510 156 Q466 186 454 236', '#c98a3d', 2)}</g>`
            : stitch('M244 674 L366 674', p) + stitch('M434 674 L556 674', p)),
        bottom: 700,
        focus: [400, 200],
      };
    case 'shorts':
      return {
        pieces: [SHORTS],
        details: (p) =>
          `<rect x="272" y="170" width="256" height="34" fill="${p.dark}"/>` +
          [300, 360, 440, 500]
            .map((x) => `<rect x="${x - 4}" y="164" width="8" height="46" rx="2" fill="${p.darker}"/>`)
            .join('') +
          line('M400 204 L400 300', p.darker, 3) +
          `<rect x="246" y="300" width="80" height="90" rx="6" fill="${p.dark}"/><rect x="474" y="300" width="80" height="90" rx="6" fill="${p.dark}"/>` +
          stitch('M244 456 L378 466', p) +
          stitch('M422 466 L556 456', p),
        bottom: 488,
        focus: [400, 280],
      };
    case 'dress':
    case 'wrapDress':
    case 'maxiDress': {
      const hem = shape === 'maxiDress' ? 740 : 690;
      const flare = shape === 'maxiDress' ? 190 : 210;
      return {
        pieces: [
          `M336 112 L362 112 Q400 178 438 112 L464 112 L478 246 Q474 300 468 332 L${800 - flare} ${hem} Q400 ${hem + 18} ${flare} ${hem} L332 332 Q326 300 322 246 Z`,
        ],
        details: (p) =>
          line('M362 112 Q400 178 438 112', p.dark, 6) +
          (shape === 'wrapDress'
            ? line('M336 112 L468 330', p.dark, 4) +
              fill('M326 318 L474 318 L476 346 L324 346 Z', p.dark) +
              fill('M470 330 L520 420 L500 428 L458 344 Z', p.dark)
            : fill('M324 318 Q400 334 476 318 L474 338 Q400 352 326 338 Z', p.dark, 0.8)) +
          line(`M360 350 L${shape === 'maxiDress' ? 300 : 318} ${hem - 10}`, p.dark, 2, 0.35) +
          line(`M440 350 L${shape === 'maxiDress' ? 500 : 482} ${hem - 10}`, p.dark, 2, 0.35) +
          stitch(`M${flare + 18} ${hem - 14} Q400 ${hem + 2} ${800 - flare - 18} ${hem - 14}`, p),
        bottom: hem + 12,
        focus: [400, 250],
      };
    }
    case 'skirt':
      return {
        pieces: ['M292 170 L508 170 L604 650 Q400 672 196 650 Z'],
        details: (p) =>
          `<rect x="292" y="170" width="216" height="36" fill="${p.dark}"/>` +
          button(480, 188, p, 6) +
          [330, 365, 400, 435, 470]
            .map((x) => line(`M${x} 206 L${400 + (x - 400) * 2.05} 650`, p.dark, 2.5, 0.45))
            .join('') +
          stitch('M214 634 Q400 654 586 634', p),
        bottom: 664,
        focus: [400, 260],
      };
    case 'scarf':
      return {
        pieces: [
          'M316 150 Q400 110 484 150 L500 200 Q400 160 300 200 Z',
          'M300 196 L392 196 L380 640 L290 640 Z',
          'M410 196 L500 196 L520 600 L426 612 Z',
        ],
        details: (p) =>
          [300, 318, 336, 354, 372].map((x) => line(`M${x} 640 L${x - 2} 676`, p.dark, 4)).join('') +
          [432, 450, 468, 486, 504]
            .map((x) => line(`M${x} ${610 - (x - 430) * 0.12} L${x + 4} 646`, p.dark, 4))
            .join(''),
        bottom: 690,
        focus: [400, 300],
      };
    case 'bodysuit':
      return {
        pieces: [
          'M336 170 Q400 222 464 170 L546 202 L610 276 L566 318 L522 292 L522 520 Q522 586 462 604 L432 650 L368 650 L338 604 Q278 586 278 520 L278 292 L234 318 L190 276 L254 202 Z',
        ],
        details: (p) =>
          line('M336 170 Q400 222 464 170', p.dark, 10) +
          fill('M356 180 Q400 212 444 180 Q400 196 356 180 Z', p.darker) +
          [380, 400, 420]
            .map(
              (x) =>
                `<circle cx="${x}" cy="636" r="5" fill="${p.light}" stroke="${p.darker}" stroke-width="2"/>`,
            )
            .join('') +
          stitch('M594 288 L556 322', p) +
          stitch('M206 288 L244 322', p),
        bottom: 662,
        focus: [400, 300],
      };
    case 'hiVisVest':
      return {
        pieces: [
          'M322 128 L400 336 L478 128 L560 148 Q570 262 602 304 L602 682 L198 682 L198 304 Q230 262 240 148 Z',
        ],
        details: (p) =>
          line('M322 128 L400 336 L478 128', p.dark, 10) +
          line('M400 336 L400 682', p.darker, 3, 0.7) +
          line('M240 148 Q230 262 198 304', p.dark, 8) +
          line('M560 148 Q570 262 602 304', p.dark, 8) +
          `<rect x="470" y="360" width="80" height="60" rx="6" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
        bands:
          '<rect x="180" y="470" width="440" height="34"/><rect x="180" y="560" width="440" height="34"/><path d="M250 130 L290 130 L366 470 L326 470 Z"/><path d="M550 130 L510 130 L434 470 L474 470 Z"/>',
        bottom: 692,
        focus: [400, 360],
      };
    case 'coverall':
      return {
        pieces: [
          'M336 122 L400 176 L464 122 L562 152 Q604 192 614 284 L648 520 L592 532 L566 334 L570 722 L440 722 L400 480 L360 722 L230 722 L234 334 L208 532 L152 520 L186 284 Q196 192 238 152 Z',
        ],
        details: (p) =>
          fill('M322 110 Q400 94 478 110 L482 150 L464 122 L400 176 L336 122 L318 150 Z', p.dark) +
          line('M400 176 L400 470', p.darker, 5) +
          `<rect x="234" y="388" width="332" height="30" fill="${p.dark}"/>` +
          `<rect x="436" y="236" width="76" height="66" rx="5" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
          fill('M588 500 L646 490 L648 520 L592 532 Z', p.dark) +
          fill('M212 500 L154 490 L152 520 L208 532 Z', p.dark) +
          stitch('M236 706 L358 706', p) +
          stitch('M442 706 L566 706', p),
        bottom: 730,
        focus: [400, 240],
      };
    case 'kidsSet':
    case 'bundle':
      // Composites: drawn by `drawGarment`.
      return { pieces: [], details: () => '', bottom: 700, focus: [400, 300] };
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing

let uid = 0;

/**
 * The fabric pattern as plain paths covering the canvas, drawn clipped to the garment. (SVG
 * `<pattern>` fills are several times slower to rasterise in librsvg than one clipped path.)
 */
function patternPaths(pattern: FabricPattern, p: Palette): string {
  // Garments stay within x 100…700 and y 40…760 of the canvas.
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => from + i * step);
  const xs = (step: number, offset = 0) => range(100 + offset, 700, step);
  const ys = (step: number) => range(40, 760, step);
  switch (pattern) {
    case 'stripe':
      return `<path d="${ys(40)
        .map((y) => `M100 ${y}h600v15h-600z`)
        .join('')}" fill="${p.accent}"/>`;
    case 'check': {
      const bandsV = xs(64)
        .map((x) => `M${x} 40h24v720h-24z`)
        .join('');
      const bandsH = ys(64)
        .map((y) => `M100 ${y}h600v24h-600z`)
        .join('');
      const lines =
        xs(64, 40)
          .map((x) => `M${x} 40v720`)
          .join('') +
        ys(64)
          .map((y) => `M100 ${y + 40}h600`)
          .join('');
      return `<path d="${bandsV}" fill="${p.accent}" opacity=".45"/><path d="${bandsH}" fill="${p.accent}" opacity=".45"/><path d="${lines}" stroke="${p.darker}" stroke-width="3" opacity=".5"/>`;
    }
    case 'floral': {
      const centres = ys(90).flatMap((y, row) => xs(90, row % 2 ? 45 : 0).map((x) => [x, y + 20] as const));
      const circle = (x: number, y: number, r: number) =>
        `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
      const petals = centres
        .flatMap(([x, y]) =>
          [0, 72, 144, 216, 288].map((a) =>
            circle(x + 9 * Math.sin((a * Math.PI) / 180), y - 9 * Math.cos((a * Math.PI) / 180), 7),
          ),
        )
        .join('');
      const hearts = centres.map(([x, y]) => circle(x, y, 4.5)).join('');
      const leaves = centres.map(([x, y]) => `M${x + 26} ${y + 26}q8 -8 16 0`).join('');
      return `<path d="${petals}" fill="${p.accent}"/><path d="${hearts}" fill="#f6d365"/><path d="${leaves}" fill="none" stroke="${shade(p.accent, -0.3)}" stroke-width="3"/>`;
    }
    case 'marl': {
      const light: string[] = [];
      const dark: string[] = [];
      ys(96).forEach((ty) => {
        xs(96).forEach((tx) => {
          for (let i = 0; i < 36; i += 1)
            (i % 3 ? light : dark).push(`M${tx + ((i * 37) % 96)} ${ty + ((i * 53) % 96)}h${4 + (i % 3)}`);
        });
      });
      return `<path d="${light.join('')}" stroke="#ffffff" stroke-width="1.6" opacity=".3"/><path d="${dark.join('')}" stroke="#000000" stroke-width="1.6" opacity=".16"/>`;
    }
    case 'knit': {
      // One zigzag polyline per row.
      const chevrons = ys(14)
        .map(
          (y) =>
            `M100 ${y}${xs(22)
              .map(() => 'l11 11l11 -11')
              .join('')}`,
        )
        .join('');
      return `<path d="${chevrons}" fill="none" stroke="${p.darker}" stroke-width="2.4" opacity=".28"/>`;
    }
    case 'solid':
      return '';
  }
}

function drawSingle(
  shape: GarmentShape,
  colour: string,
  accent: string | undefined,
  pattern: FabricPattern,
): string {
  const def = shapeDef(shape);
  const p = palette(colour, accent);
  uid += 1;
  const id = `g${uid}`;
  const clip =
    `<clipPath id="${id}-clip">${def.pieces.map((d) => `<path d="${d}"/>`).join('')}</clipPath>` +
    (pattern === 'solid'
      ? ''
      : def.pieces.map((d, i) => `<clipPath id="${id}-clip${i}"><path d="${d}"/></clipPath>`).join(''));
  // Each piece is filled and outlined in turn, so a hood drawn first sits behind the body.
  const outline = (d: string) =>
    `<path d="${d}" fill="none" stroke="${p.darker}" stroke-width="3" stroke-linejoin="round"/>`;
  const fabric = patternPaths(pattern, p);
  const bodies = def.pieces
    .map(
      (d, i) =>
        `<path d="${d}" fill="${p.base}"/>` +
        (fabric ? `<g clip-path="url(#${id}-clip${i})">${fabric}</g>` : '') +
        `<path d="${d}" fill="url(#vol)"/>${outline(d)}`,
    )
    .join('');
  const texture = def.texture ? `<g clip-path="url(#${id}-clip)">${def.texture(p)}</g>` : '';
  const bands = def.bands
    ? `<g clip-path="url(#${id}-clip)" fill="#c9ced3" stroke="#eef1f3" stroke-width="3">${def.bands}</g>${def.pieces.map(outline).join('')}`
    : '';
  return `<defs>${clip}</defs>${bodies}${texture}${def.details(p)}${bands}`;
}

/** The garment itself (no background), centred on the 800×800 canvas. */
export function drawGarment(art: GarmentArt): string {
  const pattern = art.pattern ?? 'solid';
  if (art.shape === 'kidsSet') {
    const accent = art.accent ?? shade(art.colour, -0.45);
    return (
      `<g transform="translate(70 40) scale(.68)">${drawSingle('tshirt', art.colour, undefined, pattern)}</g>` +
      `<g transform="translate(310 330) scale(.68)">${drawSingle('shorts', accent, undefined, 'solid')}</g>`
    );
  }
  if (art.shape === 'bundle') {
    const accent = art.accent ?? shade(art.colour, -0.4);
    return (
      `<g transform="translate(40 90) scale(.55)">${drawSingle('hiVisVest', art.colour, undefined, 'solid')}</g>` +
      `<g transform="translate(330 60) scale(.55)">${drawSingle('polo', accent, undefined, pattern)}</g>` +
      `<g transform="translate(200 330) scale(.55)">${drawSingle('cargo', '#2b2d31', undefined, 'solid')}</g>`
    );
  }
  return drawSingle(art.shape, art.colour, art.accent, pattern);
}

export function garmentBottom(shape: GarmentShape): number {
  return shape === 'kidsSet' || shape === 'bundle' ? 700 : shapeDef(shape).bottom;
}

export function garmentFocus(shape: GarmentShape): [number, number] {
  return shapeDef(shape).focus;
}

/** Shared defs: the soft volume gradient every garment is shaded with, and the floor shadow. */
export const commonDefs = `<defs>
<linearGradient id="vol" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity=".16"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".16"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity=".22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>`;
