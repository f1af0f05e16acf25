// @docusaurus/Noop: a component that renders nothing (a site exports it to turn a theme part off).
export default function Noop(): null {
  return null;
}
