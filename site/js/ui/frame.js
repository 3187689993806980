/**
 * Talking to the club page that embeds Tenbou in an iframe (README: "Embed on a club site";
 * js/embed.js sends the frame's height). After the player's winning tap the frame's score bar
 * may sit below the club page's screen (a tall header above the frame, a short phone): the
 * frame then asks its parent to bring it into sight, with
 * window.parent.postMessage({type: "tenbou:show", top, bottom}, "*"), where top and bottom are
 * the bar's edges in CSS pixels from the top of the frame. The README's listener scrolls the
 * club page just enough. The message says nothing about the hand, so any parent may read it.
 *
 * Only once the player has touched the frame: a club page that opens on a linked hand does not
 * jump to it.
 */
let touched = false;
for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, () => { touched = true; }, { capture: true });

/** Ask the embedding page to bring `element` into its screen (nothing outside a frame). */
export function showInParent(element) {
  if (!touched || !document.documentElement.hasAttribute("data-framed")) return;
  requestAnimationFrame(() => {
    const box = element.getBoundingClientRect();
    try {
      window.parent.postMessage({ type: "tenbou:show", top: Math.floor(box.top + scrollY), bottom: Math.ceil(box.bottom + scrollY) }, "*");
    } catch {
      // a parent that cannot be reached: nothing to ask
    }
  });
}
