// Image imports resolve to the URL webpack emits for them.
declare module '*.svg' {
  const url: string;
  export default url;
}
// `?markup`: the SVG's own markup, for drawing it inline.
declare module '*.svg?markup' {
  const markup: string;
  export default markup;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.css' {
  const text: string;
  export default text;
}
