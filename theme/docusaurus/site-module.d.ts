// The module generator/bundle/docusaurus-modules.ts writes from the config for each bundle.
declare module 'zapsite:docusaurus-site' {
  const site: unknown;
  export default site;
}
