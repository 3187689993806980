/**
 * Entry point of the page: the calculator, wired by the controller, or for ?view=chart the score
 * chart (js/chart.js), for ?view=practice the practice view (js/practice/view.js) and for ?view=log
 * the check of a recorded game (js/log.js), each loaded
 * only then: a visit to the calculator never downloads them.
 */
import { Controller } from "./controller.js";

const view = new URLSearchParams(location.search).get("view");
if (view === "chart") {
  import("./chart.js").then(({ ChartPage }) => new ChartPage());
} else if (view === "practice") {
  import("./practice/view.js").then(({ PracticePage }) => new PracticePage());
} else if (view === "log") {
  import("./log.js").then(({ LogPage }) => new LogPage());
} else {
  new Controller();
}
