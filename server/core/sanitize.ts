import { html as spec, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * Server-side sanitising of rich text (templates, comments, pages) before it is stored.
 *
 * The input is parsed by parse5, the WHATWG HTML parser, so the tree we check is the tree a
 * browser builds from the same text; then only allowlisted elements, attributes, URL schemes and
 * style properties are written back out, every text and attribute escaped. Nothing that is not
 * listed here survives.
 */

type AttributeRule = (value: string) => string | null;

const digits =
  (max: number): AttributeRule =>
  (value) =>
    /^\s*\d{1,4}\s*$/.test(value) && Number(value) >= 1 && Number(value) <= max
      ? String(Number(value))
      : null;
const text: AttributeRule = (value) => value;

/** Paths of our own media files, allowed as image sources besides http(s) URLs. */
export const MEDIA_PATH_PREFIXES = ['/serve-media-files?', '/api/v1/serve-media-files?'] as const;

/**
 * A URL as the browser would read it: tabs and line breaks anywhere are ignored, and so are
 * control characters and spaces at either end (`jav&#x09;ascript:` is `javascript:`).
 */
function normaliseUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers drop from URLs
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function scheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

const linkUrl: AttributeRule = (value) => {
  const url = normaliseUrl(value);
  const s = scheme(url);
  return s === 'http' || s === 'https' || s === 'mailto' ? url : null;
};

const imageUrl: AttributeRule = (value) => {
  const url = normaliseUrl(value);
  const s = scheme(url);
  if (s === 'http' || s === 'https') return url;
  return s === null && MEDIA_PATH_PREFIXES.some((prefix) => url.startsWith(prefix)) ? url : null;
};

const COLOR =
  /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d{1,3})\s*)?\))$/i;
const STYLE_VALUES: Readonly<Record<string, RegExp>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': /^(left|right|center|justify)$/i,
  'text-decoration': /^(underline|line-through|none)$/i,
  'font-weight': /^(normal|bold|[1-9]00)$/i,
  'font-style': /^(normal|italic)$/i,
};

/** Keeps the allowlisted declarations of a style attribute whose values match their pattern exactly. */
const style: AttributeRule = (value) => {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    const pattern = STYLE_VALUES[property];
    if (pattern?.test(propertyValue)) kept.push(`${property}: ${propertyValue.toLowerCase()}`);
  }
  return kept.length > 0 ? kept.join('; ') : null;
};

const blockStyle = { style };
const cell = { colspan: digits(100), rowspan: digits(100), style };

/** Elements kept, each with its allowed attributes. */
const ELEMENTS: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  p: blockStyle,
  div: blockStyle,
  br: {},
  hr: {},
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  sub: {},
  sup: {},
  code: {},
  pre: {},
  span: { style },
  ul: {},
  ol: { start: digits(9999) },
  li: {},
  h1: blockStyle,
  h2: blockStyle,
  h3: blockStyle,
  h4: blockStyle,
  blockquote: {},
  a: { href: linkUrl, title: text, target: (v) => (v === '_blank' ? v : null) },
  img: { src: imageUrl, alt: text, title: text, width: digits(4000), height: digits(4000) },
  table: {},
  caption: {},
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: cell,
  td: cell,
};

/** Elements dropped together with everything inside them. Any other element is unwrapped (its content kept). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'option',
  'optgroup',
  'datalist',
  'button',
  'input',
  'head',
  'link',
  'meta',
  'base',
  'audio',
  'video',
  'canvas',
  'picture',
  'source',
  'track',
  'map',
  'area',
  'param',
  'portal',
]);

const VOID = new Set(['br', 'hr', 'img']);

/** Elements an element must have an attribute to keep (otherwise it is unwrapped or dropped). */
const REQUIRED: Readonly<Record<string, { attribute: string; otherwise: 'unwrap' | 'drop' }>> = {
  a: { attribute: 'href', otherwise: 'unwrap' },
  img: { attribute: 'src', otherwise: 'drop' },
};

/** Deeper nesting is flattened: its elements are unwrapped, their text kept. */
const MAX_DEPTH = 64;

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function isElement(node: T.ChildNode): node is T.Element {
  return 'tagName' in node;
}

export interface SanitizeOptions {
  /** keep `cid:` image sources (an incoming mail's inline images, resolved when it is filed) */
  cidImages?: boolean;
}

const cidImage: AttributeRule = (value) => {
  const url = normaliseUrl(value);
  return scheme(url) === 'cid' && /^cid:[^\s"'<>]{1,250}$/i.test(url) ? url : null;
};

/** The kept attributes of an element, in the order written; null when the element cannot stay. */
function keptAttributes(element: T.Element, options: SanitizeOptions): string[] | 'unwrap' | 'drop' {
  const rules = ELEMENTS[element.tagName]!;
  const kept = new Map<string, string>();
  for (const attribute of element.attrs) {
    if (attribute.namespace) continue;
    const rule = rules[attribute.name];
    const cid =
      options.cidImages && element.tagName === 'img' && attribute.name === 'src'
        ? cidImage(attribute.value)
        : null;
    const value = cid ?? rule?.(attribute.value);
    if (value !== null && value !== undefined) kept.set(attribute.name, value);
  }
  const required = REQUIRED[element.tagName];
  if (required && !kept.has(required.attribute)) return required.otherwise;
  if (element.tagName === 'a') kept.set('rel', 'noopener noreferrer');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
}

/** The safe HTML of a rich-text value: allowlisted elements, attributes and URLs only. */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  const out: string[] = [];
  const fragment = parseFragment(html);
  // Walked with an explicit stack: nesting depth is the input's to choose.
  type Item = { node: T.ChildNode; depth: number } | { close: string };
  const stack: Item[] = [...fragment.childNodes].reverse().map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('close' in item) {
      out.push(item.close);
      continue;
    }
    const { node, depth } = item;
    if (node.nodeName === '#text') {
      out.push(escapeText((node as T.TextNode).value));
      continue;
    }
    if (!isElement(node)) continue; // comments, doctype
    const name = node.tagName;
    const foreign = node.namespaceURI !== spec.NS.HTML;
    if (foreign || DROPPED.has(name)) continue;
    const children = [...node.childNodes].reverse();
    const keep = name in ELEMENTS && depth < MAX_DEPTH ? keptAttributes(node, options) : 'unwrap';
    if (keep === 'drop') continue;
    if (keep === 'unwrap') {
      stack.push(...children.map((child) => ({ node: child, depth })));
      continue;
    }
    out.push(`<${name}${keep.join('')}>`);
    if (VOID.has(name)) continue;
    stack.push({ close: `</${name}>` });
    stack.push(...children.map((child) => ({ node: child, depth: depth + 1 })));
  }
  return out.join('');
}
