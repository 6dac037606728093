import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptPolicy } from './script-policy.ts';

describe('script policy', () => {
  it('finds the inline scripts a browser runs, not files or data blocks', () => {
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=self.__next_f||[]</script>
<script type="application/ld+json">{"@type":"AutoRental"}</script><script type="module">import "/x.js"</script></head>
<body><SCRIPT>(self.__next_f.push([1,"<\\/script>"]))</SCRIPT><script id="x" type='text/javascript'>a()</script></body></html>`;
    expect(inlineScripts(html)).toEqual([
      'self.__next_f=self.__next_f||[]',
      'import "/x.js"',
      '(self.__next_f.push([1,"<\\/script>"]))',
      'a()',
    ]);
  });

  it('allows the site files and each hash once, and no inline event handlers', () => {
    const hash = (s: string) => createHash('sha256').update(s).digest('base64');
    expect(scriptPolicy([hash('a()'), hash('a()'), hash('b()')])).toBe(
      `script-src 'self' 'sha256-${hash('a()')}' 'sha256-${hash('b()')}'; script-src-attr 'none'`,
    );
    expect(scriptPolicy([])).toBe("script-src 'self'; script-src-attr 'none'");
    expect(scriptPolicy([])).not.toContain('unsafe');
  });
});
