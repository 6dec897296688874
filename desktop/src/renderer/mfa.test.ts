import { describe, expect, it } from 'vitest';
import { groupSecret, qrImageSource, recoveryCodesText } from './mfa';

describe('two-step sign-in helpers', () => {
  it('shows the secret in groups of four, as authenticator apps take it typed', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupSecret('jbsw y3dp-ehp')).toBe('JBSW Y3DP EHP');
    expect(groupSecret('')).toBe('');
  });

  it('turns the API’s SVG into an image address, and anything else into nothing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7"/></svg>\n';
    const source = qrImageSource(svg);
    expect(source).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg%20/);
    expect(decodeURIComponent(source!.split(',')[1]!)).toBe(svg.trim());
    expect(qrImageSource(`<?xml version="1.0"?>\n${svg}`)).toMatch(/^data:image\/svg\+xml/);
    for (const other of [
      '',
      '<html><svg></svg></html>',
      '<svg onload="alert(1)"',
      '<script>alert(1)</script>',
      'data:text/html,<svg></svg>',
      '<svgfoo></svg>',
    ]) {
      expect(qrImageSource(other), other).toBeNull();
    }
  });

  it('writes the recovery codes one a line, saying whose they are and what they do', () => {
    expect(recoveryCodesText('meera@example.edu.in', ['aaaa-bbbb', 'cccc-dddd'])).toBe(
      [
        'SKLTCOA admissions: recovery codes for meera@example.edu.in',
        'Each code signs you in once, in place of the code from your authenticator app.',
        '',
        'aaaa-bbbb',
        'cccc-dddd',
        '',
      ].join('\n'),
    );
  });
});
