/** Entry point of the page: everything is wired by the controller. */
import { Controller } from "./controller.js";

new Controller();
