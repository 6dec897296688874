/** A file under content/, checked against its schema by the content loader (build/content.ts). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
