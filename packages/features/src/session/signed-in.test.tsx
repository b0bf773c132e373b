import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SignedInProvider, useSignedIn } from "./signed-in.js";

function Who() {
  return <p>{useSignedIn() ? "player" : "guest"}</p>;
}

describe("SignedInProvider", () => {
  it("hands the features the app's answer, and the next one when the session changes", () => {
    const { rerender } = render(
      <SignedInProvider signedIn={false}>
        <Who />
      </SignedInProvider>,
    );
    expect(screen.getByText("guest")).toBeTruthy();
    rerender(
      <SignedInProvider signedIn>
        <Who />
      </SignedInProvider>,
    );
    expect(screen.getByText("player")).toBeTruthy();
  });

  it("counts every visitor as a guest in an app without sign-in", () => {
    render(<Who />);
    expect(screen.getByText("guest")).toBeTruthy();
  });
});
