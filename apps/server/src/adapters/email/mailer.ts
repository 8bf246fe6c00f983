// The email adapter port (issue 26 item 5): SMTP (smtp.ts, nodemailer) where it is configured, the
// sandbox's outbox (outbox.ts) elsewhere in development or with EMAIL_SANDBOX=1.

export interface EmailMessage {
  /** The recipient, normalised (trimmed, lower-cased). */
  readonly to: string;
  /** What the code is for: bindEmail. */
  readonly purpose: string;
  readonly subject: string;
  readonly text: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
