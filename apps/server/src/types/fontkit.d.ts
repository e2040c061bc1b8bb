/** fontkit (pdfkit's own font engine) ships no typings; the renderer only opens fonts with it. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
