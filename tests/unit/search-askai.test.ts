import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AskAi } from '../../theme/islands/search/AskAi.tsx';
import { TEXT } from '../../theme/shared/search/constants.ts';

describe('Ask AI', () => {
  it('renders nothing unless the site turns it on, and carries the disclaimer when on', () => {
    expect(renderToStaticMarkup(createElement(AskAi, { enabled: false, query: 'pn532' }))).toBe('');
    const on = renderToStaticMarkup(createElement(AskAi, { enabled: true, query: 'pn532' }));
    expect(TEXT.askAiDisclaimer).toBe('Answers are generated with AI which can make mistakes. Verify responses.');
    expect(on).toContain(TEXT.askAiDisclaimer);
    expect(on).toContain('Ask AI about &quot;pn532&quot;');
  });
});
