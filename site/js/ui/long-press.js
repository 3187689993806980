/**
 * Long-press on touch screens and with a mouse, built on pointer events (iOS Safari fires no
 * `contextmenu` on a long touch). Holding a button that matches `selector` inside `container`
 * for HOLD_MS without moving calls onLongPress(button); the click that may end that press is
 * swallowed, so a long-press never also counts as a tap. A right-click (contextmenu) counts as
 * a long-press too, and the browser's own menu is kept off these buttons.
 * Listeners sit on the container, so buttons may be redrawn while the finger is down.
 */

export const HOLD_MS = 450;
/** A finger that moves further than this (px) is scrolling, not holding. */
const MOVE_TOLERANCE = 10;

export function onLongPress(container, selector, onLongPress) {
  let timer = null;
  let start = null;
  let fired = false; // the current press became a long-press: drop the click that ends it
  const cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  const fire = (button) => {
    cancel();
    fired = true;
    onLongPress(button);
  };
  const target = (event) => {
    const button = event.target instanceof Element ? event.target.closest(selector) : null;
    return button && container.contains(button) && !button.disabled ? button : null;
  };

  container.addEventListener("pointerdown", (event) => {
    cancel();
    fired = false;
    const button = target(event);
    if (!button || !event.isPrimary || event.button !== 0) return;
    start = { x: event.clientX, y: event.clientY };
    timer = setTimeout(() => fire(button), HOLD_MS);
  });
  container.addEventListener("pointermove", (event) => {
    if (timer && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE) cancel();
  });
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) container.addEventListener(type, cancel);
  container.addEventListener("keydown", () => { fired = false; }); // a key press makes its own click
  container.addEventListener("click", (event) => {
    if (!fired) return;
    fired = false;
    event.stopPropagation();
    event.preventDefault();
  }, true);
  container.addEventListener("contextmenu", (event) => {
    const button = target(event);
    if (!button) return;
    event.preventDefault();
    if (!fired) fire(button);
  });
}
