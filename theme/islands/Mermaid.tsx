// A Mermaid diagram, drawn in the browser. The server wrote the source in a <pre> inside a box of
// fixed height; this island wakes when the box nears the viewport, loads mermaid (only pages with a
// diagram ever fetch it), draws the SVG over the source and draws it again when the colour mode
// changes. The source stays in the page, visually hidden, as the drawing's description.
import { useEffect, useRef } from 'react';
import type { MermaidProps } from '../shared/mermaid.ts';

type MermaidApi = typeof import('mermaid').default;
let api: Promise<MermaidApi> | undefined;
// mermaid.initialize sets one global configuration, so drawings are made one after another.
let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

function mode(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

async function draw(code: string, props: MermaidProps, theme: string): Promise<string> {
  api ??= import('mermaid').then((m) => m.default);
  const mermaid = await api;
  mermaid.initialize({ ...props.options, startOnLoad: false, suppressErrorRendering: true, theme: theme as never });
  const { svg } = await mermaid.render(`zs-mermaid-${++counter}`, code);
  return svg;
}

/** The SVG scaled down to fit the reserved box, never up; labelled for assistive technology. */
function place(canvas: HTMLElement, svgText: string, sourceId: string): void {
  canvas.innerHTML = svgText;
  const svg = canvas.querySelector('svg');
  if (!svg) return;
  const box = svg.viewBox.baseVal;
  if (box && box.width && box.height) {
    svg.removeAttribute('height');
    svg.setAttribute('width', '100%');
    svg.style.width = '100%';
    svg.style.height = '100%';
    svg.style.maxWidth = `${box.width}px`;
    svg.style.maxHeight = `${box.height}px`;
  }
  const title = svg.querySelector(':scope > title')?.textContent?.trim();
  const kind = svg.getAttribute('aria-roledescription') ?? 'diagram';
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', title || `${kind.replace(/-v\d+$/, '')} diagram`);
  svg.setAttribute('aria-describedby', sourceId);
}

export default function Mermaid(props: MermaidProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const figure = canvas?.closest<HTMLElement>('.mermaid');
    const source = figure?.querySelector<HTMLElement>('.mermaid__source');
    if (!canvas || !figure || !source) return;
    const code = source.textContent ?? '';
    let drawn: string | undefined;
    let alive = true;
    const redraw = () => {
      // Client navigation drops a page's content without unmounting its islands: stop with it.
      if (!canvas.isConnected) return observer.disconnect();
      const now = mode();
      const theme = now === 'dark' ? props.dark : props.light;
      if (theme === drawn) return;
      drawn = theme;
      queue = queue
        .then(() => draw(code, props, theme))
        .then(
          (svg) => {
            if (!alive || drawn !== theme) return;
            place(canvas, svg, source.id);
            figure.dataset.drawn = now;
            delete figure.dataset.failed;
          },
          (error: unknown) => {
            if (!alive) return;
            // The source stays on show; the build already warned about a diagram it could parse.
            figure.dataset.failed = '1';
            console.warn('A mermaid diagram could not be drawn:', error instanceof Error ? error.message : error);
          },
        );
    };
    const observer = new MutationObserver(() => redraw());
    redraw();
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [props]);
  // Docusaurus's class too, so a migrated site's own styles for diagrams still apply.
  return <div ref={ref} className="mermaid__canvas docusaurus-mermaid-container" />;
}
