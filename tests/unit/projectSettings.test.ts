import { describe, expect, it } from 'vitest';
import {
  contrastIssues,
  contrastRatio,
  formatRatio,
  PUBLIC_THEME_DEFAULTS,
  websiteThemeSchema,
} from '../../schema/projectSettings';
import { checkCustomCss } from '../../schema/publicCss';

describe('public theme contrast', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('never shows a failing ratio rounded up to the minimum', () => {
    expect(formatRatio(4.4999)).toBe('4.4');
  });

  it('lets the defaults pass', () => {
    expect(contrastIssues(PUBLIC_THEME_DEFAULTS)).toEqual([]);
  });

  it('names the text and the background colour of a pair below 4.5:1', () => {
    const issues = contrastIssues({ themeColor: '#ffcc00', fontColor: '#fff', secondFontColor: '#1f2933' });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.field).toBe('fontColor');
    expect(issues[0]!.message).toMatch(/^theme_contrast_too_low\|/);
    expect(issues[0]!.message).toContain('"text":"#ffffff"');
    expect(issues[0]!.message).toContain('"background":"#ffcc00"');
  });

  it('puts the contrast message on the text colour in the form schema', () => {
    const result = websiteThemeSchema.safeParse({ ...PUBLIC_THEME_DEFAULTS, secondFontColor: '#aaaaaa' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['secondFontColor']);
  });
});

describe('custom CSS check', () => {
  it('keeps harmless CSS and drops its comments', () => {
    expect(checkCustomCss('/* a */ h1 > span { color: #123; content: "Tel: 044" }')).toEqual({
      css: 'h1 > span { color: #123; content: "Tel: 044" }',
      problem: null,
    });
  });

  it('allows a relative url() and refuses one to another origin', () => {
    expect(checkCustomCss('a { background: url(img/x.png) }').problem).toBeNull();
    expect(checkCustomCss('a { background: url( "HTTPS://x.example/a.png" ) }').problem).toBe(
      'css_url_not_allowed',
    );
    expect(checkCustomCss('@font-face { src: url(data:font/woff2;base64,AAAA) }').problem).toBe(
      'css_url_not_allowed',
    );
  });

  it('refuses a brace inside a string that would not close', () => {
    expect(checkCustomCss('a { content: "}\n" }').problem).toBe('css_unbalanced');
  });
});
