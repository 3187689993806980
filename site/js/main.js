/** Entry point of the page: the score chart for ?view=chart (js/chart.js), else the calculator, wired by the controller. */
import { Controller } from "./controller.js";
import { ChartPage } from "./chart.js";

if (new URLSearchParams(location.search).get("view") === "chart") new ChartPage();
else new Controller();
