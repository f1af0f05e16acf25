// qrcode's encoder alone (lib/core/qrcode.js): the package's main module also loads its PNG,
// terminal and canvas renderers (pngjs among them), about 30 ms of every build that renders a page.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { create } from 'qrcode';
  const core: { create: typeof create };
  export default core;
}
