import { parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Text for printed matter: which of the two font files (Source Sans 3 comes split in a Latin and
 * a Latin Extended part) prints a character, rich text as plain paragraphs, and a short excerpt.
 * Pure functions, without pdfkit.
 */

type Range = readonly [number, number];

/** The characters of the Latin part (its unicode-range in @fontsource/source-sans-3). */
const LATIN: readonly Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The characters of the Latin Extended part (Czech, Polish, Hungarian, Vietnamese ... letters). */
const LATIN_EXT: readonly Range[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

const inRanges = (ranges: readonly Range[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

export type Subset = 'latin' | 'ext';

/** The part of the font that prints a character, or null when neither does. */
export function subsetOf(char: string): Subset | null {
  const code = char.codePointAt(0) ?? 0;
  if (inRanges(LATIN, code)) return 'latin';
  if (inRanges(LATIN_EXT, code)) return 'ext';
  return null;
}

/**
 * A text as runs of one font part each. A character neither part has is printed as its base
 * letter where it has one (an accent the font lacks is dropped), else as '?', never as an empty box.
 */
export function fontRuns(text: string): Array<{ text: string; subset: Subset }> {
  const runs: Array<{ text: string; subset: Subset }> = [];
  for (const raw of text.normalize('NFC')) {
    let char = raw;
    let subset = subsetOf(char);
    if (subset === null) {
      const base = [...raw.normalize('NFD')][0] ?? '?';
      char = subsetOf(base) === null ? '?' : base;
      subset = subsetOf(char) ?? 'latin';
    }
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'tr',
]);

/**
 * The text of rich text (sanitised HTML) as paragraphs: block elements and line breaks end a
 * paragraph, list items get a bullet, runs of white space become one space, entities are decoded.
 */
export function htmlToText(html: string): string {
  const paragraphs: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    line = '';
  };
  const stack: T.ChildNode[] = [...parseFragment(html).childNodes].reverse();
  const closing = new Set<T.ChildNode>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (closing.has(node)) {
      endLine();
      continue;
    }
    if (node.nodeName === '#text') {
      line += (node as T.TextNode).value;
      continue;
    }
    if (!('tagName' in node)) continue;
    if (node.tagName === 'script' || node.tagName === 'style') continue;
    if (BLOCKS.has(node.tagName)) {
      endLine();
      if (node.tagName === 'li') line = '• ';
      closing.add(node);
      stack.push(node);
    }
    stack.push(...[...node.childNodes].reverse());
  }
  endLine();
  return paragraphs.join('\n');
}

/**
 * At most `max` characters of a text, cut after a whole word with an ellipsis when it is longer.
 */
export function shortText(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max).join('');
  const space = cut.search(/\s\S*$/);
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–-]+$/, '')} …`;
}

/** A file name part from a reference number: letters, digits, '.', '_' and '-' only. */
export function fileNamePart(text: string): string {
  return text.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'object';
}
