/**
 * The last child of an element marked `data-parsed-whole` or `data-parsed-reordered`.
 *
 * The browser paints a page while it is still parsing it, on a slow connection or a busy phone.
 * What was drawn then moves as the rest arrives (a layout shift) in two cases:
 * - a group laid out from its end (a hero's text set at the bottom of its picture, the header's
 *   buttons at its right) grows towards its start: mark it `data-parsed-whole`;
 * - a part set before siblings that come after it in the HTML (flex `order`) is pushed down as they
 *   arrive: mark it `data-shown-out-of-order`, and the element that reorders it
 *   `data-parsed-reordered`.
 * app.css keeps such a group or part hidden until this marker, and so everything before it, has
 * been parsed; it then appears where it stays. Browsers without `:has()` show it at once.
 */
export function ParsedEnd() {
  return <span data-parsed-end hidden />;
}
