/**
 * A page's script files, requested once its first frame is painted instead of while it is
 * being parsed (docs/performance.md, "Done 28 November 2026, fourth session").
 *
 * Next.js writes each of the page's chunks as `<script src async>` in the head, so a phone
 * downloads about 150 KB of script beside the stylesheet and the hero, and runs them as they
 * arrive — often before the first paint, which then waits for them. Requested after the first
 * frame, they share no bandwidth with what that frame needs; the page hydrates a frame or two
 * later, and what a visitor types before that is kept (use-early-input.ts).
 *
 * The tags are replaced by one inline script (hashed into the page's policy like every other,
 * html-answer.ts) that inserts the same scripts, with the same attributes, once the browser
 * reports the first paint. A page that is not shown (a background tab, a prerender: no frames) gets
 * them at once, and so does any page whose first frame has not come within a second.
 */

/** Next.js' tag for a chunk of the page: `src` under /_next/static/, `async`, maybe an `id`. */
const CHUNK_TAG =
  /<script src="(\/_next\/static\/[^"<>]+)"(?: id="([^"<>]*)")? async=""><\/script>/g;

/**
 * Inserts `chunks` ([src, id?]) once the browser reports the first paint (its time is when the
 * frame was shown; an animation frame's callbacks run before their frame is even drawn), or
 * at the second animation frame where paint timing is not supported.
 */
const loaderFor = (chunks: [string, string?][]) =>
  `(function(c){var d=document,n=0,P=window.PerformanceObserver;function l(){if(n++)return;c.forEach(function(a){var s=d.createElement("script");s.src=a[0];if(a[1])s.id=a[1];s.async=true;d.head.appendChild(s)})}if(d.visibilityState!=="visible")return l();setTimeout(l,1000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(){o.disconnect();setTimeout(l,0)});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(l)})})(${JSON.stringify(chunks)})`;

/** The page with its chunk tags replaced by the loader, where the first of them was; unchanged without any. */
export function scriptsAfterPaint(html: string): string {
  const chunks: [string, string?][] = [];
  let at = -1;
  const without = html.replace(
    CHUNK_TAG,
    (tag, src: string, id: string | undefined, offset: number) => {
      if (at < 0) at = offset;
      chunks.push(id === undefined ? [src] : [src, id]);
      return '';
    },
  );
  if (chunks.length === 0) return html;
  return `${without.slice(0, at)}<script>${loaderFor(chunks)}</script>${without.slice(at)}`;
}
