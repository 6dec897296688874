import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAllowedExternalLink,
  navigationGuard,
  openIfAllowed,
  windowOpenHandler,
} from './external-links';

// Seeded, so that `npm test` is repeatable; a failure prints its seed and path.
const SEED = 20261123;
const runs = { seed: SEED, numRuns: 500 };

const NUMBER = '9876543210';
const MESSAGE =
  'Hello Asha, this is SKLTCOA admissions about your enquiry for the Bachelor of Architecture (B.Arch) programme.';

describe('the links the console opens outside', () => {
  it.each([
    `tel:+91${NUMBER}`,
    'tel:+912226123456',
    `https://wa.me/91${NUMBER}`,
    `https://wa.me/91${NUMBER}?text=`,
    `https://wa.me/91${NUMBER}?text=${encodeURIComponent(MESSAGE)}`,
    `https://wa.me/91${NUMBER}?${new URLSearchParams({ text: 'Namaste 🙏 & welcome' })}`,
    `https://wa.me/91${NUMBER}?text=${encodeURIComponent('नमस्ते\nकल मिलते हैं')}`,
    // As Chromium may write the message: quotes escaped too.
    `https://wa.me/91${NUMBER}?text=It%27s%20fine`,
  ])('opens %s', (url) => {
    expect(isAllowedExternalLink(url)).toBe(true);
  });

  it.each([
    // Other schemes.
    ['plain web', 'http://wa.me/919876543210'],
    ['another https host', 'https://www.example.com/'],
    ['the college site', 'https://skltcoa.example.edu.in/admission'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript dressed as tel', 'javascript:"tel:+919876543210"'],
    ['file', 'file:///C:/Windows/System32/calc.exe'],
    ['mailto', 'mailto:asha@example.com'],
    ['sms', 'sms:+919876543210'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['whatsapp scheme', 'whatsapp://send?phone=919876543210'],
    ['ms-settings', 'ms-settings:'],
    // tel: other than one +91 number.
    ['tel without +91', 'tel:9876543210'],
    ['tel abroad', 'tel:+14155550100'],
    ['tel with spaces', 'tel:+91 98765 43210'],
    ['tel with dashes', 'tel:+91-98765-43210'],
    ['tel with escaped spaces', 'tel:+91%2098765%2043210'],
    ['tel too long', 'tel:+9198765432100'],
    ['tel too short', 'tel:+91987654321'],
    ['tel starting with 0', 'tel:+910987654321'],
    ['tel with extension', 'tel:+919876543210;ext=12'],
    ['tel with a query', 'tel:+919876543210?x=1'],
    ['tel with slashes', 'tel://+919876543210'],
    ['tel in capitals', 'TEL:+919876543210'],
    ['tel with a trailing newline', 'tel:+919876543210\n'],
    ['tel with leading space', ' tel:+919876543210'],
    ['tel with Devanagari digits', 'tel:+91९८७६५४३२१०'],
    // wa.me lookalikes and extras.
    ['wa.me as a subdomain', 'https://wa.me.evil.com/919876543210'],
    ['wa.me with user info', 'https://user@wa.me/919876543210'],
    ['wa.me as user info', 'https://wa.me@evil.com/919876543210'],
    ['wa.me with password', 'https://user:pw@wa.me/919876543210'],
    ['wa.me with a port', 'https://wa.me:8443/919876543210'],
    ['wa.me with the default port', 'https://wa.me:443/919876543210'],
    ['a host ending in wa.me', 'https://evilwa.me/919876543210'],
    ['www.wa.me', 'https://www.wa.me/919876543210'],
    ['wa.me with a trailing dot', 'https://wa.me./919876543210'],
    ['wa.me in capitals', 'https://WA.ME/919876543210'],
    ['wa.me without a number', 'https://wa.me/'],
    ['wa.me with a non-Indian number', 'https://wa.me/14155550100'],
    ['wa.me with a plus', 'https://wa.me/+919876543210'],
    ['wa.me with a national number', 'https://wa.me/9876543210'],
    ['wa.me with a path after', 'https://wa.me/919876543210/evil'],
    ['wa.me with dot segments', 'https://wa.me/919876543210/../../evil'],
    ['wa.me with a backslash', 'https://wa.me\\@evil.com/919876543210'],
    ['wa.me with a fragment', 'https://wa.me/919876543210#x'],
    ['wa.me with another parameter', 'https://wa.me/919876543210?text=hi&phone=1'],
    ['wa.me with only another parameter', 'https://wa.me/919876543210?phone=1'],
    ['wa.me with the text twice', 'https://wa.me/919876543210?text=a&text=b'],
    ['wa.me with raw spaces', 'https://wa.me/919876543210?text=hello there'],
    ['wa.me with a broken escape', 'https://wa.me/919876543210?text=%E0%A4'],
    ['wa.me with a bad escape', 'https://wa.me/919876543210?text=%zz'],
    ['wa.me, tab in the host', 'https://wa.\tme/919876543210'],
    ['api.whatsapp.com', 'https://api.whatsapp.com/send?phone=919876543210'],
    ['a protocol-relative link', '//wa.me/919876543210'],
    ['a very long message', `https://wa.me/919876543210?text=${'a'.repeat(5000)}`],
    ['empty', ''],
  ])('refuses %s', (_name, url) => {
    expect(isAllowedExternalLink(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      ['tel:+919876543210'],
      new URL('tel:+919876543210'),
    ])
      expect(isAllowedExternalLink(value)).toBe(false);
  });

  describe('properties', () => {
    const nationalNumber = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^[0-9]{9}$/))
      .map(([first, rest]) => `${first}${rest}`);
    const message = fc.string({ unit: 'grapheme', maxLength: 300 });
    const allowedLink = fc.oneof(
      nationalNumber.map((n) => `tel:+91${n}`),
      nationalNumber.map((n) => `https://wa.me/91${n}`),
      fc
        .tuple(nationalNumber, message)
        .map(([n, text]) => `https://wa.me/91${n}?text=${encodeURIComponent(text)}`),
      fc
        .tuple(nationalNumber, message)
        .map(([n, text]) => `https://wa.me/91${n}?${new URLSearchParams({ text })}`),
    );

    it('opens every call and chat the renderer can write', () => {
      fc.assert(
        fc.property(allowedLink, (url) => isAllowedExternalLink(url)),
        runs,
      );
    });

    it('whatever it opens leads only to a +91 call or to wa.me', () => {
      const anything = fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.webUrl({ authoritySettings: { withUserInfo: true, withPort: true } }),
        // Valid links with random text around them.
        fc
          .tuple(fc.string(), allowedLink, fc.string())
          .map(([before, link, after]) => `${before}${link}${after}`),
      );
      fc.assert(
        fc.property(anything, (url) => {
          if (!isAllowedExternalLink(url)) return true;
          const parsed = new URL(url);
          if (parsed.protocol === 'tel:') return /^\+91[1-9][0-9]{9}$/.test(parsed.pathname);
          return (
            parsed.protocol === 'https:' &&
            parsed.host === 'wa.me' &&
            parsed.username === '' &&
            parsed.password === '' &&
            parsed.hash === '' &&
            /^\/91[1-9][0-9]{9}$/.test(parsed.pathname) &&
            [...parsed.searchParams.keys()].every((key) => key === 'text')
          );
        }),
        runs,
      );
    });

    it('refuses an allowed link with anything put in front of it', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1 }), allowedLink, (before, link) => {
          expect(isAllowedExternalLink(`${before}${link}`)).toBe(false);
        }),
        runs,
      );
    });

    it('refuses a call with anything after the number, and a chat with anything but ?text=', () => {
      fc.assert(
        fc.property(nationalNumber, fc.string({ minLength: 1 }), (n, after) => {
          expect(isAllowedExternalLink(`tel:+91${n}${after}`)).toBe(false);
          if (!after.startsWith('?text=')) {
            expect(isAllowedExternalLink(`https://wa.me/91${n}${after}`)).toBe(false);
          }
        }),
        runs,
      );
    });

    it('refuses any web address on another host', () => {
      fc.assert(
        fc.property(fc.webUrl({ withQueryParameters: true }), (url) => {
          fc.pre(new URL(url).hostname !== 'wa.me');
          expect(isAllowedExternalLink(url)).toBe(false);
        }),
        runs,
      );
    });
  });
});

describe('the window wiring', () => {
  function opener() {
    const opened: string[] = [];
    const open = async (url: string) => {
      opened.push(url);
    };
    return { opened, open };
  }

  it('opens an allowed link outside and refuses the rest, without ever opening a window', () => {
    const { opened, open } = opener();
    const handler = windowOpenHandler(open);
    const chat = `https://wa.me/91${NUMBER}?text=${encodeURIComponent(MESSAGE)}`;
    expect(handler({ url: chat })).toEqual({ action: 'deny' });
    expect(handler({ url: 'https://evil.example.com/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(handler({ url: `tel:+91${NUMBER}` })).toEqual({ action: 'deny' });
    expect(opened).toEqual([chat, `tel:+91${NUMBER}`]);
  });

  it('keeps the page where it is when a link is clicked in place, opening only calls and chats', () => {
    const { opened, open } = opener();
    const guard = navigationGuard(open);
    const navigate = (url: string) => {
      let prevented = false;
      guard({ url, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(navigate(`tel:+91${NUMBER}`)).toBe(true);
    expect(navigate(`https://wa.me/91${NUMBER}`)).toBe(true);
    expect(navigate('https://wa.me.evil.com/919876543210')).toBe(true);
    expect(navigate('https://evil.example.com/login')).toBe(true);
    expect(navigate('file:///opt/console/resources/app.asar/out/renderer/index.html')).toBe(true);
    expect(opened).toEqual([`tel:+91${NUMBER}`, `https://wa.me/91${NUMBER}`]);
  });

  it('shrugs off a system with nothing to open the link with', async () => {
    const failing = () => Promise.reject(new Error('No application is associated'));
    expect(openIfAllowed(`tel:+91${NUMBER}`, failing)).toBe(true);
    expect(openIfAllowed('https://example.com', failing)).toBe(false);
    // The rejection is handled: nothing reaches the process as unhandled.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
