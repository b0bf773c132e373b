import themesCss from "@casino/ui/styles.css?raw";
import { parseThemeTokens } from "./theme-tokens";

const blocks = parseThemeTokens(themesCss);

/** Every token of every theme, read from the stylesheet, with a swatch for colours. */
export function TokenTables() {
  return (
    <>
      {blocks.map((block) => (
        <section key={block.theme}>
          <h3>{block.theme === "shared" ? "Shared by every theme" : `Theme: ${block.theme}`}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {block.tokens.map((token) => (
                <tr key={token.name}>
                  <td>
                    <code>{token.name}</code>
                  </td>
                  <td>
                    {token.name.startsWith("--casino-color-") ? (
                      <span
                        aria-hidden="true"
                        style={{
                          display: "inline-block",
                          width: 16,
                          height: 16,
                          marginRight: 8,
                          verticalAlign: "middle",
                          border: "1px solid #888",
                          background: token.value,
                        }}
                      />
                    ) : null}
                    <code>{token.value}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
