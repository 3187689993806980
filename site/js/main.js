/**
 * Entry point of the page: the calculator, wired by the controller, or for ?view=chart the score
 * chart (js/chart.js, loaded only then: a visit to the calculator never downloads it).
 */
import { Controller } from "./controller.js";

if (new URLSearchParams(location.search).get("view") === "chart") {
  import("./chart.js").then(({ ChartPage }) => new ChartPage());
} else {
  new Controller();
}
