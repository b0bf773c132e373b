"use client";

import { browserOnly } from "../lazy/browser-only.js";

// Each account modal is its own chunk, fetched only when the query asks for it (`?modal=login`…):
// a page's first load carries none of them (see docs/features.md, "Session and sign-in").

/** `?modal=login`: the login modal, with reCAPTCHA when the brand asks for it. */
export const LoginModalLive = browserOnly(() => import("./LoginModalContainer.js"));
/** `?modal=signup`: the sign-up modal in the brand's sign-up modes. */
export const SignUpModalLive = browserOnly(() => import("./SignUpModalContainer.js"));
/** `?modal=linked-signup`: sign-up as a linked account. */
export const LinkedSignUpModalLive = browserOnly(() => import("./LinkedSignUpModalContainer.js"));
/** `?modal=reset-password`: asks for the reset e-mail, or sets the new password from the e-mailed token. */
export const ResetPasswordModalLive = browserOnly(() => import("./ResetPasswordModalContainer.js"));
/** `?modal=verify-email` and `verify-email-expired`: checks the e-mailed token, or offers a new e-mail. */
export const VerifyEmailModalLive = browserOnly(() => import("./VerifyEmailModalContainer.js"));
/** `?modal=switch-account`: a sign-in link's account against the one signed in. */
export const SwitchAccountModalLive = browserOnly(() => import("./SwitchAccountModalContainer.js"));
