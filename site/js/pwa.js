/**
 * Offline support, page side: registers the service worker (../sw.js, which precaches the
 * whole app and the Pyodide runtime) and offers "New version – reload" when an update is
 * waiting. It never reloads by itself: the hand being entered is never lost to an update.
 *
 * Everything here is optional. Where service workers or Cache Storage are refused (a
 * third-party iframe, a private window, a sandbox, plain http on a LAN address) the page
 * works as before, only not offline; nothing is thrown and nothing is logged as an error.
 *
 * Hook: <html data-offline="unavailable|installing|ready"> ("ready": a service worker
 * controls this page, so it will load again with no network).
 */

import { onLanguageChange, t } from "./i18n.js";

const SW_URL = new URL("../sw.js", import.meta.url);
/** Look for a new version at most this often while the page stays open. */
const CHECK_EVERY_MS = 30 * 60 * 1000;

const root = document.documentElement;

/** navigator.serviceWorker, or null where it is missing or refused (some browsers throw). */
function serviceWorkers() {
  try {
    return window.isSecureContext && "serviceWorker" in navigator ? navigator.serviceWorker : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the engine has loaded or failed (<html data-engine> leaves "loading"), so
 * the service worker's precache reuses what the engine has just downloaded instead of
 * competing with it for a slow connection. Gives up waiting after a minute.
 */
function engineSettled() {
  const settled = () => root.dataset.engine !== "loading";
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => settled() && done());
    observer.observe(root, { attributes: true, attributeFilter: ["data-engine"] });
    const timer = setTimeout(done, 60_000);
  });
}

/** The "New version – reload" bar, made when first needed. */
class UpdatePrompt {
  constructor(onReload) {
    this.onReload = onReload;
    this.bar = null;
  }

  show() {
    if (!this.bar) {
      const text = document.createElement("span");
      text.dataset.i18n = "update.title"; // each text in the page's language, again when it changes
      const reload = document.createElement("button");
      reload.type = "button";
      reload.className = "update-reload";
      reload.dataset.testid = "update-reload";
      reload.dataset.i18n = "update.reload";
      reload.addEventListener("click", () => {
        reload.disabled = true;
        reload.dataset.i18n = "update.reloading";
        this.label();
        this.onReload();
      });
      const later = document.createElement("button");
      later.type = "button";
      later.className = "update-later";
      later.dataset.i18n = "update.later";
      later.addEventListener("click", () => this.hide());
      this.bar = document.createElement("div");
      this.bar.className = "update-prompt";
      this.bar.dataset.testid = "update";
      this.bar.setAttribute("role", "status");
      this.bar.append(text, reload, later);
      this.label();
      // Where focus came from when it entered the bar, to give it back when the bar hides.
      this.bar.addEventListener("focusin", (event) => {
        if (!this.bar.contains(event.relatedTarget)) this.focusBefore = event.relatedTarget;
      });
      document.body.append(this.bar);
      onLanguageChange(() => this.label());
    }
    this.bar.hidden = false;
  }

  /** Word the bar in the page's language. */
  label() {
    for (const node of this.bar.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  }

  /** Hide the bar; focus goes back where it was before the bar, or to the palette, not <body>. */
  hide() {
    const back = this.focusBefore?.isConnected ? this.focusBefore : document.querySelector('[data-tile][tabindex="0"]');
    this.bar.hidden = true;
    back?.focus();
  }
}

async function start() {
  const container = serviceWorkers();
  if (!container) {
    root.dataset.offline = "unavailable";
    return;
  }
  await engineSettled();
  let registration;
  try {
    registration = await container.register(SW_URL);
  } catch {
    root.dataset.offline = "unavailable"; // refused (third-party iframe, storage blocked ...)
    return;
  }
  const markReady = () => {
    root.dataset.offline = container.controller ? "ready" : "installing";
  };
  markReady();

  let userAsked = false;
  let hadController = Boolean(container.controller);
  const prompt = new UpdatePrompt(() => {
    userAsked = true;
    const waiting = registration.waiting;
    if (waiting) waiting.postMessage({ type: "skipWaiting" });
    else location.reload(); // already activated (by another tab): a reload is all it takes
  });

  container.addEventListener("controllerchange", () => {
    markReady();
    if (userAsked) {
      location.reload();
    } else if (hadController) {
      prompt.show(); // another tab switched to a new version: offer it here, never force it
    }
    hadController = true;
  });

  const offerWhenInstalled = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && registration.active) prompt.show();
      if (worker.state === "activated") markReady();
    });
  };
  if (registration.waiting && registration.active) prompt.show();
  offerWhenInstalled(registration.installing);
  registration.addEventListener("updatefound", () => offerWhenInstalled(registration.installing));

  // Pages stay open at the table for hours: look for a new version now and then.
  let lastCheck = Date.now();
  const check = () => {
    if (Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {}); // offline: try again later
  };
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
  setInterval(check, CHECK_EVERY_MS);
}

start().catch(() => {
  root.dataset.offline = "unavailable";
});
