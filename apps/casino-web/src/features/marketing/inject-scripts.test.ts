// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { injectScripts } from "./inject-scripts";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("injectScripts", () => {
  it("re-creates each script with the nonce in the slot the back end named", () => {
    document.body.innerHTML = "<main></main>";
    const added = injectScripts(
      document,
      [
        {
          key: "ga",
          head: '<script src="/ga.js" async></script>',
          bodyStart: "<script>window.a=1</script>",
          bodyEnd: "<script>window.b=2</script>",
        },
      ],
      "n0nce",
    );
    expect(added).toBe(3);
    const head = document.head.querySelector("script");
    expect(head?.getAttribute("src")).toBe("/ga.js");
    expect(head?.nonce).toBe("n0nce");
    expect(document.body.firstElementChild?.textContent).toBe("window.a=1");
    expect(document.body.lastElementChild?.textContent).toBe("window.b=2");
  });

  it("inserts other markup sanitized, so an event handler in it never runs", () => {
    injectScripts(document, [{ key: "pixel", bodyEnd: '<img src="/p.gif" onerror="alert(1)" alt="">' }], "n");
    const image = document.body.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/p.gif");
    expect(image?.hasAttribute("onerror")).toBe(false);
  });
});
