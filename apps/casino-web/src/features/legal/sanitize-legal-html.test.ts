import { describe, expect, it } from "vitest";
import { sanitizeLegalHtml } from "./sanitize-legal-html";

describe("sanitizeLegalHtml", () => {
  it("keeps headings, paragraphs, lists, emphasis and links", () => {
    const { html } = sanitizeLegalHtml(
      '<h2>Scope</h2><p>These <em>terms</em> apply <strong>always</strong>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="/privacy-policy">Privacy</a></p>',
    );
    expect(html).toBe(
      '<h2 id="scope">Scope</h2><p>These <em>terms</em> apply <strong>always</strong>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="/privacy-policy">Privacy</a></p>',
    );
  });

  it("drops a script with its content and every event handler", () => {
    const { html } = sanitizeLegalHtml(
      '<p>Before</p><script>document.title="owned"</script><img src="x" onerror="alert(1)"><p onmouseover="alert(2)">After</p>',
    );
    expect(html).toBe("<p>Before</p><p>After</p>");
  });

  it("leaves the text of tags it does not allow, and no style, frame or javascript link", () => {
    const { html } = sanitizeLegalHtml(
      '<div style="color:red"><span>Plain</span></div><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">Click</a>',
    );
    expect(html).toBe("Plain<a>Click</a>");
  });

  it("gives every section heading a unique anchor and lists it in the contents", () => {
    const { html, contents } = sanitizeLegalHtml(
      '<h2 id="theirs">Your data</h2><h3>How long</h3><h2>Your data</h2><h2>Über uns</h2><h4>Detail</h4>',
    );
    expect(contents).toEqual([
      { id: "your-data", title: "Your data", level: 2 },
      { id: "how-long", title: "How long", level: 3 },
      { id: "your-data-2", title: "Your data", level: 2 },
      { id: "uber-uns", title: "Über uns", level: 2 },
    ]);
    expect(html).toContain('<h2 id="your-data-2">');
    expect(html).toContain("<h4>Detail</h4>");
  });

  it("opens links to other sites without handing them this page", () => {
    const { html } = sanitizeLegalHtml('<p><a href="https://www.begambleaware.org">Help</a></p>');
    expect(html).toBe('<p><a href="https://www.begambleaware.org" rel="noopener noreferrer">Help</a></p>');
  });
});
