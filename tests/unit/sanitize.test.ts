// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/core/sanitize';

/** Everything a browser would run or fetch on its own from a piece of HTML. */
function dangers(html: string): string[] {
  // the browser's own parser (jsdom's), independent of the one the sanitiser uses
  document.body.innerHTML = html;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const name = element.localName;
    if (
      [
        'script',
        'style',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'link',
        'meta',
        'base',
        'form',
      ].includes(name)
    ) {
      found.push(`<${name}>`);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${name}[${attribute.name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'background'].includes(attribute.name)
      ) {
        const url = attribute.value
          .replace(/[\t\n\r]/g, '')
          .trim()
          .toLowerCase();
        if (!/^(https?:|mailto:|\/serve-media-files\?)/.test(url))
          found.push(`${name}[${attribute.name}=${url}]`);
      }
      if (attribute.name === 'style' && /url\(|expression|javascript/i.test(attribute.value)) {
        found.push(`${name}[style]`);
      }
    }
  }
  return found;
}

/** Sanitises, and checks that the result is harmless and stable (sanitising it again changes nothing). */
function clean(html: string): string {
  const out = sanitizeRichText(html);
  expect(dangers(out), out).toEqual([]);
  expect(sanitizeRichText(out)).toBe(out);
  return out;
}

describe('sanitizeRichText', () => {
  it('is checked by a detector that does flag unsafe HTML', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="jav&#x09;ascript:x">a</a><svg></svg>')).toEqual([
      'img[src=x]',
      'img[onerror]',
      'a[href=javascript:x]',
      '<svg>',
    ]);
  });

  it('keeps the formatting a rich-text editor produces', () => {
    const html =
      '<h2>Wohnung 3.1</h2><p style="text-align: center">Schöne <strong>3½-Zimmer</strong>-Wohnung mit <em>Seesicht</em>, ' +
      '<u>frei</u> ab <s>1.3.</s> 1.4.</p><ul><li>Balkon</li><li>Lift</li></ul><ol start="3"><li>drei</li></ol>' +
      '<blockquote>Zitat</blockquote><p><a href="https://example.ch/objekt?id=1&amp;x=2" target="_blank">Details</a><br>' +
      '<a href="mailto:info@example.ch">Mail</a></p><table><thead><tr><th colspan="2">Kosten</th></tr></thead>' +
      "<tbody><tr><td>Miete</td><td>1'850.–</td></tr></tbody></table>" +
      '<p><span style="color: #c00; background-color: rgb(255, 255, 0)">rot</span></p>' +
      '<img src="https://example.ch/a.jpg" alt="Aussicht" width="200"><img src="/serve-media-files?url=1/2026-01/ab.png">';
    expect(clean(html)).toBe(
      '<h2>Wohnung 3.1</h2><p style="text-align: center">Schöne <strong>3½-Zimmer</strong>-Wohnung mit <em>Seesicht</em>, ' +
        '<u>frei</u> ab <s>1.3.</s> 1.4.</p><ul><li>Balkon</li><li>Lift</li></ul><ol start="3"><li>drei</li></ol>' +
        '<blockquote>Zitat</blockquote><p><a href="https://example.ch/objekt?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">Details</a><br>' +
        '<a href="mailto:info@example.ch" rel="noopener noreferrer">Mail</a></p><table><thead><tr><th colspan="2">Kosten</th></tr></thead>' +
        "<tbody><tr><td>Miete</td><td>1'850.–</td></tr></tbody></table>" +
        '<p><span style="color: #c00; background-color: rgb(255, 255, 0)">rot</span></p>' +
        '<img src="https://example.ch/a.jpg" alt="Aussicht" width="200"><img src="/serve-media-files?url=1/2026-01/ab.png">',
    );
  });

  it('removes script elements with their content', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p><script src="https://evil.example/x.js"></script>')).toBe(
      '<p>ab</p>',
    );
    expect(clean('<SCRIPT>alert(1)</SCRIPT><scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('removes event handlers in any letter case', () => {
    expect(clean('<img src="https://x.ch/a.png" onerror="alert(1)">')).toBe('<img src="https://x.ch/a.png">');
    expect(clean('<p onclick="alert(1)" ONMOUSEOVER="alert(2)">text</p>')).toBe('<p>text</p>');
    expect(clean('<a href="https://x.ch" onFocus="alert(1)" autofocus>x</a>')).toBe(
      '<a href="https://x.ch" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes javascript:, data: and other schemes, also hidden by entities, whitespace and case', () => {
    const links = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#9;ascript:alert(1)',
      'java&#x0A;script:alert(1)',
      'java\nscript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/relative/path',
    ];
    for (const href of links) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('x');
      expect(clean(`<img src="${href}">`), href).toBe('');
    }
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
  });

  it('removes SVG and MathML with their scripts and handlers', () => {
    expect(clean('<svg onload="alert(1)"><script>alert(2)</script><circle r="5"/></svg>ok')).toBe('ok');
    expect(clean('<svg><a xlink:href="javascript:alert(1)"><text>klick</text></a></svg>')).toBe('');
    expect(clean('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<svg><style><img src="x" onerror="alert(1)"></style></svg>')).toBe('');
  });

  it('removes style elements, iframes, objects, embeds, forms and base/meta/link', () => {
    const html =
      '<style>body{background:url(javascript:alert(1))}</style><iframe src="https://evil.example"></iframe>' +
      '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="q">' +
      '<button formaction="javascript:alert(1)">Los</button></form><base href="https://evil.example/">' +
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css">' +
      '<p>bleibt</p>';
    expect(clean(html)).toBe('<p>bleibt</p>');
  });

  it('drops style declarations outside the allowlist', () => {
    expect(
      clean(
        '<p style="color: red; background-image: url(javascript:alert(1)); position: fixed; top: 0">x</p>',
      ),
    ).toBe('<p style="color: red">x</p>');
    expect(clean('<span style="color: expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(clean('<span style="behavior: url(x.htc)">x</span>')).toBe('<span>x</span>');
  });

  it('drops comments, also ones that hide markup', () => {
    expect(clean('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
    expect(clean('<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p>a<!--> <img src=x onerror=alert(1)> -->b</p>')).not.toContain('onerror');
  });

  it('repairs nested and malformed tags the way a browser would, then filters them', () => {
    expect(clean('<p><b>fett <i>kursiv</b> weiter</i></p>')).toBe(
      '<p><b>fett <i>kursiv</i></b><i> weiter</i></p>',
    );
    expect(clean('<div><p>offen<li>punkt')).toBe('<div><p>offen</p><li>punkt</li></div>');
    // "<", a script element holding "script>alert(1)<", then "/script>": the script goes, the text stays text
    expect(clean('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
    expect(clean('<img src="https://x.ch/a.png" alt="a"onerror="alert(1)">')).toBe(
      '<img src="https://x.ch/a.png" alt="a">',
    );
    expect(clean('<a href="https://x.ch/"title="x"><p>block in link</p></a>')).toContain('block in link');
  });

  it('keeps the text of unknown elements but not the elements', () => {
    expect(clean('<section><font color="red">rot</font><marquee>lauf</marquee></section>')).toBe('rotlauf');
    expect(clean('<a name="anker">kein Link</a>')).toBe('kein Link');
  });

  it('escapes text and attributes so nothing breaks out', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>');
    expect(clean('<img src="https://x.ch/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="https://x.ch/a.png" alt="&quot; onerror=&quot;alert(1)">',
    );
    expect(
      clean('<textarea><img src=x onerror=alert(1)></textarea><title><img src=x onerror=alert(1)></title>'),
    ).toBe('');
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toContain('onerror=');
  });

  it('flattens nesting beyond 64 levels and survives a very deep input', () => {
    const deep = '<b>'.repeat(50_000) + 'tief' + '</b>'.repeat(50_000);
    const out = clean(deep);
    expect(out).toContain('tief');
    expect(out.match(/<b>/g)!.length).toBeLessThanOrEqual(64);
  });

  it('answers an empty string for empty or only unsafe input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
  });
});
