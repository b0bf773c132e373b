"use client";

import { Modal } from "@casino/ui/Modal";
import SignUpContainer from "./SignUpContainer.js";

/** `?modal=signup` (the header's Sign up, the login modal's "Create an account"): the sign-up in a dialog. */
export default function SignUpModalContainer({ onClose }: { onClose: () => void }) {
  return (
    <SignUpContainer
      onDone={onClose}
      frame={(title, body) => (
        <Modal
          open
          size="md"
          title={title}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        >
          {body}
        </Modal>
      )}
    />
  );
}
