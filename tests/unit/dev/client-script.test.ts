// The reload client (generator/dev/client/reload-client.ts) bundled for the browser, and the tag
// that loads it.
import { describe, expect, it } from 'vitest';
import { CLIENT_PATH, clientScript, clientTag, injectClient } from '../../../generator/dev/client-script.ts';

describe('clientScript', () => {
  it('is one classic script for the browser, with the stream URL and no Node in it', async () => {
    const js = (await clientScript()).toString('utf8');
    expect(js.trimStart().startsWith('"use strict";\n(() => {') || js.trimStart().startsWith('(() => {')).toBe(true);
    expect(js).toContain('"/__zapsite/events"');
    expect(js).toContain('new EventSource(');
    expect(js).toContain('document.currentScript');
    expect(js).not.toMatch(/\bimport\b|require\(|node:/);
    // Once per session: the same bytes again.
    expect(await clientScript()).toBe(await clientScript());
  });
});

describe('clientTag and injectClient', () => {
  it('escapes the attributes and goes before the last </body>', () => {
    const tag = clientTag({ page: 'a"b<c&.html', generation: 'g-1', base: '/docs/' });
    expect(tag).toBe(
      `<script src="${CLIENT_PATH}" data-page="a&quot;b&lt;c&amp;.html" data-generation="g-1" data-base="/docs/"></script>`,
    );
    expect(injectClient('<body><p></body></p></body>', 'T')).toBe('<body><p></body></p>T</body>');
    expect(injectClient('<p>no body', 'T')).toBe('<p>no bodyT');
  });
});
