// Server rendering in plain Node, with no bundler: the installed packages imported as they are.
// Prints the HTML of a kit component and of a feature's link (through the plain React router adapter).
import { browserRouter, Link, RouterProvider } from "@casino/features";
import { Hero } from "@casino/ui";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const hero = renderToString(createElement(Hero, { headingLevel: 1, title: process.argv[2] ?? "Lulu" }));
const link = renderToString(
  createElement(RouterProvider, { adapter: browserRouter }, createElement(Link, { href: "/rewards" }, "Rewards")),
);
process.stdout.write(`${hero}\n${link}\n`);
