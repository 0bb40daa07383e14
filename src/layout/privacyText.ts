import { api } from '../../dataProvider/http';

export interface TextBlock {
  heading: boolean;
  text: string;
}

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre';
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

function plainParagraphs(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .map((part) => ({ heading: false, text: part }));
}

/**
 * The privacy policy as headings and paragraphs of plain text. The reply may carry markup; it is
 * read by an inert parser (no script runs, nothing loads) and only its text is kept, so nothing
 * of it is ever rendered as HTML. `title`: the dialog's own title.
 */
export function privacyBlocks(content: string, title?: string): TextBlock[] {
  const blocks = readBlocks(content);
  // the dialog names the policy already; a first heading saying the same again is left out
  const first = blocks[0];
  return first?.heading && title !== undefined && first.text === title.trim() ? blocks.slice(1) : blocks;
}

function readBlocks(content: string): TextBlock[] {
  if (!/<[a-z!/]/i.test(content)) return plainParagraphs(content);
  const doc = new DOMParser().parseFromString(content, 'text/html');
  doc.querySelectorAll('script,style,template').forEach((node) => node.remove());
  const blocks: TextBlock[] = [];
  doc.body.querySelectorAll(BLOCKS).forEach((element) => {
    if (element.parentElement?.closest(BLOCKS)) return;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ heading: HEADINGS.has(element.tagName), text });
  });
  return blocks.length > 0 ? blocks : plainParagraphs(doc.body.textContent ?? '');
}

export async function fetchPrivacyPolicy(): Promise<string> {
  const { data } = await api.get<{ contentText?: string }>('/api/v1/privacy-policy');
  return typeof data?.contentText === 'string' ? data.contentText : '';
}
